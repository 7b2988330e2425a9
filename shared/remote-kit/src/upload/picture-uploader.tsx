import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { UploadModel } from '@mall/contract';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { DEFAULT_MAX_PICTURES, PICTURE_ACCEPT } from './picture-rules';
import { uploadMessages as m } from './upload-messages';
import { usePictureUpload } from './use-picture-upload';

const TILE = 96;

const styles = {
  wrapper: css({ marginBottom: theme.space.md }),
  label: css({ display: 'block', marginBottom: theme.space.xs, fontSize: theme.font.size.md }),
  grid: css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
  tile: css({
    position: 'relative',
    width: TILE,
    height: TILE,
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
    width: 24,
    height: 24,
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
    width: TILE,
    height: TILE,
    padding: theme.space.xs,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.muted,
    fontSize: theme.font.size.sm,
    textAlign: 'center',
    cursor: 'pointer',
    'input:focus-visible + &': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brandStrong },
    // The plus sign is drawn, so the label's text is just "Add pictures".
    '&::before': { content: '"+"', fontSize: 26, lineHeight: 1 },
  }),
  hint: css({ margin: `${theme.space.xs} 0 0`, fontSize: theme.font.size.sm, color: theme.colors.muted }),
  problems: css({
    margin: `${theme.space.xs} 0 0`,
    paddingLeft: theme.space.md,
    color: theme.colors.danger,
    fontSize: theme.font.size.sm,
  }),
  error: css({ display: 'block', marginTop: theme.space.xs, color: theme.colors.danger, fontSize: theme.font.size.sm }),
};

/** Texts a form words its own way; the others come from the common catalogue (upload.*). */
export interface PictureUploaderTexts {
  /** The rules under the picker (default "Up to {max} pictures: JPG or PNG, at most 5 MB each."). */
  hint?: string;
  /** How many pictures are in (default "{count} of {max}"). */
  count?: (count: number, max: number) => string;
  /** A preview's alt text (default "Picture {index}"). */
  picture?: (index: number) => string;
}

export interface PictureUploaderProps {
  /** The group's visible label (e.g. "Proof pictures"). */
  label: string;
  /** The uploaded pictures' URLs. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** At most this many pictures (default 5); 1 makes a single-picture field (an avatar). */
  max?: number;
  /** The upload's `model` query (default 'product'; an avatar is 'user'). */
  model?: UploadModel;
  required?: boolean;
  /** A validation message of the surrounding form. */
  error?: string;
  /** Told how many uploads are in flight, so a form can wait for them before it submits. */
  onPendingChange?: (pending: number) => void;
  /** Called when the shopper is done with the picker (a form field's onBlur). */
  onBlur?: () => void;
  texts?: PictureUploaderTexts;
}

/**
 * A picture field: previews with a remove button each, an "add" tile opening the file picker (several files at
 * once), the rules, and why a chosen file was not taken (wrong type, too big, one too many, or the server's
 * message). Controlled and framework-free: the URLs live in the caller's form state (a final-form Field passes its
 * `input.value`/`onChange`/`onBlur`).
 */
export function PictureUploader({
  label,
  value,
  onChange,
  max = DEFAULT_MAX_PICTURES,
  model = 'product',
  required = false,
  error,
  onPendingChange,
  onBlur,
  texts = {},
}: PictureUploaderProps) {
  const intl = useIntl();
  const inputId = `pictures-${useId()}`;
  const latest = useRef(value);
  latest.current = value;
  const current = useCallback(() => latest.current, []);
  const upload = usePictureUpload({ current, onChange, max, model });
  useEffect(() => onPendingChange?.(upload.pending), [upload.pending, onPendingChange]);
  const full = value.length + upload.pending >= max;

  return (
    <div css={styles.wrapper} role="group" aria-labelledby={`${inputId}-label`} aria-describedby={`${inputId}-hint`}>
      <span id={`${inputId}-label`} css={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <ul css={styles.grid}>
        {value.map((url, i) => (
          <li key={url} css={styles.tile}>
            <img src={url} alt={texts.picture ? texts.picture(i + 1) : intl.formatMessage(m.picture, { index: i + 1 })} />
            <button
              type="button"
              css={styles.remove}
              aria-label={intl.formatMessage(m.remove, { index: i + 1 })}
              onClick={() => {
                onChange(value.filter((_, j) => j !== i));
                onBlur?.();
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
              multiple={max > 1}
              css={visuallyHidden}
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // Clear the picker so choosing the same file again fires a change.
                event.currentTarget.value = '';
                upload.add(files);
                onBlur?.();
              }}
            />
            <label htmlFor={inputId} css={styles.add}>
              {intl.formatMessage(m.add)}
            </label>
          </li>
        )}
      </ul>
      <p id={`${inputId}-hint`} css={styles.hint}>
        {texts.hint ?? intl.formatMessage(m.hint, { max })}{' '}
        {texts.count ? texts.count(value.length, max) : intl.formatMessage(m.count, { count: value.length, max })}
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
}
