import { css } from '@emotion/react';
import { useCallback, useEffect, useId } from 'react';
import { Field, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError, theme, visuallyHidden } from '@mall/ui-theme';
import type { ApplicationFormValues } from '../form-values';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { uploadMessages as m } from '../messages';
import { MAX_PICTURES, PICTURE_ACCEPT } from '../picture-rules';
import type { FieldValidator } from '../validators';

const styles = {
  wrapper: css({ marginBottom: theme.space.md }),
  label: css({ display: 'block', marginBottom: theme.space.xs, fontSize: theme.font.size.md }),
  grid: css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
  tile: css({
    position: 'relative',
    width: 104,
    height: 104,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    overflow: 'hidden',
    background: theme.colors.background,
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  }),
  remove: css({
    position: 'absolute',
    top: 4,
    right: 4,
    width: 26,
    height: 26,
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'rgba(0, 0, 0, 0.65)',
    color: '#fff',
    fontSize: 16,
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.brandStrong },
  }),
  add: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    width: 104,
    height: 104,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.muted,
    cursor: 'pointer',
    'input:focus-visible + &': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brandStrong },
  }),
  plus: css({ fontSize: 28, lineHeight: 1 }),
  hint: css({ margin: `${theme.space.xs} 0 0`, fontSize: theme.font.size.sm, color: theme.colors.muted }),
  problems: css({ margin: `${theme.space.xs} 0 0`, paddingLeft: theme.space.md, color: theme.colors.danger, fontSize: theme.font.size.sm }),
  error: css({ display: 'block', marginTop: theme.space.xs, color: theme.colors.danger, fontSize: theme.font.size.sm }),
};

/**
 * The qualification pictures (field `pictures`, the uploaded URLs): previews with a remove button each, an
 * "add" tile that opens the file picker (several at once), the rules, and why a chosen file was not taken.
 */
export interface PictureUploaderProps {
  validate: FieldValidator;
  /** Told how many uploads are in flight, so the form waits for them before it submits. */
  onPendingChange?: (pending: number) => void;
}

export function PictureUploader({ validate, onPendingChange }: PictureUploaderProps) {
  const intl = useIntl();
  const form = useForm<ApplicationFormValues>();
  const inputId = `pictures-${useId()}`;
  const current = useCallback(() => form.getState().values.pictures ?? [], [form]);
  const append = useCallback((url: string) => form.change('pictures', [...current(), url]), [form, current]);
  const upload = usePictureUpload(current, append);
  useEffect(() => onPendingChange?.(upload.pending), [upload.pending, onPendingChange]);

  return (
    <Field<string[]> name="pictures" validate={validate}>
      {({ input, meta }) => {
        const pictures = input.value || [];
        const error = fieldError(meta);
        const full = pictures.length + upload.pending >= MAX_PICTURES;
        return (
          <div css={styles.wrapper} role="group" aria-labelledby={`${inputId}-label`} aria-describedby={`${inputId}-hint`}>
            <span id={`${inputId}-label`} css={styles.label}>
              {intl.formatMessage(m.label)}
              <span aria-hidden="true"> *</span>
            </span>
            <ul css={styles.grid}>
              {pictures.map((url, i) => (
                <li key={url} css={styles.tile}>
                  <img src={url} alt={intl.formatMessage(m.picture, { index: i + 1 })} />
                  <button
                    type="button"
                    css={styles.remove}
                    aria-label={intl.formatMessage(m.remove, { index: i + 1 })}
                    onClick={() => {
                      input.onChange(pictures.filter((_, j) => j !== i));
                      input.onBlur();
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
              {!full && (
                <li>
                  <input
                    id={inputId}
                    type="file"
                    accept={PICTURE_ACCEPT}
                    multiple
                    css={visuallyHidden}
                    onChange={(event) => {
                      const files = Array.from(event.currentTarget.files ?? []);
                      // Clear the picker so choosing the same file again fires a change.
                      event.currentTarget.value = '';
                      upload.add(files);
                      input.onBlur();
                    }}
                  />
                  <label htmlFor={inputId} css={styles.add}>
                    <span aria-hidden="true" css={styles.plus}>
                      +
                    </span>
                    {intl.formatMessage(m.add)}
                  </label>
                </li>
              )}
            </ul>
            <p id={`${inputId}-hint`} css={styles.hint}>
              {intl.formatMessage(m.hint)} {intl.formatMessage(m.count, { count: pictures.length, max: MAX_PICTURES })}
            </p>
            <div aria-live="polite">
              {upload.pending > 0 && <p css={styles.hint}>{intl.formatMessage(m.uploading, { count: upload.pending })}</p>}
            </div>
            {upload.problems.length > 0 && (
              <ul role="alert" css={styles.problems}>
                {upload.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            {error && (
              <span role="alert" css={styles.error}>
                {error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
