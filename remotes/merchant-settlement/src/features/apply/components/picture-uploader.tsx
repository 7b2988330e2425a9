import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PictureUploader as Uploader, type PictureUploaderTexts } from '@mall/remote-kit';
import { fieldError } from '@mall/ui-theme';
import { uploadMessages as m } from '../messages';
import type { FieldValidator } from '@mall/remote-kit/form';

/** At most this many qualification pictures: 10 (docs/contract.md, "Storefront rules"). */
export const MAX_QUALIFICATION_PICTURES = 10;

export interface PictureUploaderProps {
  validate: FieldValidator;
  /** Told how many uploads are in flight, so the form waits for them before it submits. */
  onPendingChange?: (pending: number) => void;
}

/** The qualification pictures (field `pictures`, the uploaded URLs): 1 to 10 JPG/PNG pictures, worded for a merchant. */
export function PictureUploader({ validate, onPendingChange }: PictureUploaderProps) {
  const intl = useIntl();
  const texts = useMemo<PictureUploaderTexts>(
    () => ({
      hint: intl.formatMessage(m.hint),
      count: (count, max) => intl.formatMessage(m.count, { count, max }),
      picture: (index) => intl.formatMessage(m.picture, { index }),
    }),
    [intl],
  );
  return (
    <Field<string[]> name="pictures" validate={validate}>
      {({ input, meta }) => (
        <Uploader
          label={intl.formatMessage(m.label)}
          value={input.value || []}
          onChange={input.onChange}
          onBlur={() => input.onBlur()}
          max={MAX_QUALIFICATION_PICTURES}
          required
          error={fieldError(meta)}
          onPendingChange={onPendingChange}
          texts={texts}
        />
      )}
    </Field>
  );
}
