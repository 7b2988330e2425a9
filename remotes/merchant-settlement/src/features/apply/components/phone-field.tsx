import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { countryOptions, SelectField } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { formMessages as m } from '../messages';
import { TextInput, type FieldValidator } from '@mall/remote-kit/form';

const row = css({ display: 'grid', gridTemplateColumns: 'minmax(180px, 240px) 1fr', gap: theme.space.sm, alignItems: 'start' });

/** The country (its dial code) and the national number, side by side. */
export function PhoneField({ validate }: { validate: FieldValidator }) {
  const intl = useIntl();
  // Every country of the shared table (the sign-in dialog's and the address forms'), named in the page's language.
  const options = countryOptions(intl.locale).map((country) => ({
    value: country.code,
    label: intl.formatMessage(m.dialCodeOption, { country: country.name, code: String(country.dialCode) }),
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
