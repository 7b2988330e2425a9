import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useLocale } from '@mall/i18n';
import { SelectField } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { dialCodeChoices } from '../dial-codes';
import { formMessages as m } from '../messages';
import { TextInput, type FieldValidator } from '@mall/remote-kit/form';

const row = css({ display: 'grid', gridTemplateColumns: 'minmax(180px, 240px) 1fr', gap: theme.space.sm, alignItems: 'start' });

/** The country (its dial code) and the national number, side by side. */
export function PhoneField({ validate }: { validate: FieldValidator }) {
  const intl = useIntl();
  const locale = useLocale();
  const options = dialCodeChoices(locale).map((d) => ({
    value: d.region,
    label: intl.formatMessage(m.dialCodeOption, { country: d.country, code: d.code }),
  }));
  return (
    <div css={row}>
      <Field<string> name="country">
        {({ input }) => <SelectField label={intl.formatMessage(m.dialCode)} input={input} options={options} />}
      </Field>
      <TextInput
        name="phone"
        label={intl.formatMessage(m.phone)}
        placeholder={intl.formatMessage(m.phonePlaceholder)}
        validate={validate}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
      />
    </div>
  );
}
