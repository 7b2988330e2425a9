import { css } from '@emotion/react';
import { useId, useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import type { AddressEditRequest } from '@mall/api-client';
import { Button, Checkbox, Modal, TextField, theme } from '@mall/ui-theme';
import { TextAreaField } from '../../../components/text-area-field';
import { countryOptions, DEFAULT_COUNTRY_CODE, findCountry } from '../../../lib/countries';
import { useAddressValidators } from '../use-address-validators';

const messages = defineMessages({
  title: { id: 'checkout.AddressFormDialog.title', defaultMessage: 'New address', description: 'Title of the dialog that adds a shipping address' },
  realName: { id: 'checkout.AddressFormDialog.realName', defaultMessage: 'Name', description: 'Label of the recipient name' },
  country: { id: 'checkout.AddressFormDialog.country', defaultMessage: 'Country or region', description: 'Label of the country select' },
  phone: { id: 'checkout.AddressFormDialog.phone', defaultMessage: 'Phone', description: 'Label of the phone number' },
  email: { id: 'checkout.AddressFormDialog.email', defaultMessage: 'Email', description: 'Label of the email' },
  detail: { id: 'checkout.AddressFormDialog.detail', defaultMessage: 'Detailed address', description: 'Label of the street address' },
  postCode: { id: 'checkout.AddressFormDialog.postCode', defaultMessage: 'Post code', description: 'Label of the post code' },
  isDefault: { id: 'checkout.AddressFormDialog.isDefault', defaultMessage: 'Set as default address', description: 'Checkbox of the default address' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
});

export interface AddressFormValues {
  realName?: string;
  country?: string;
  phone?: string;
  email?: string;
  detail?: string;
  postCode?: string;
  isDefault?: boolean;
}

const select = css({
  minHeight: 40,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
});
const row = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space.md });

/** The address as the API takes it: the country's dial code and its English name (not the Chinese one, as the original). */
export function addressRequestOf(values: AddressFormValues, locale: string): AddressEditRequest {
  const country = findCountry(values.country ?? DEFAULT_COUNTRY_CODE, locale);
  return {
    realName: (values.realName ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    countryCode: country ? String(country.dialCode) : '',
    country: country?.englishName ?? '',
    email: (values.email ?? '').trim(),
    detail: (values.detail ?? '').trim(),
    postCode: (values.postCode ?? '').trim(),
    isDefault: values.isDefault === true,
  };
}

interface AddressFormDialogProps {
  saving: boolean;
  onSubmit: (address: AddressEditRequest) => void;
  onClose: () => void;
}

/** Add an address without leaving the confirm page (name, detailed address and post code are required: spec §5). */
export function AddressFormDialog({ saving, onSubmit, onClose }: AddressFormDialogProps) {
  const intl = useIntl();
  const validators = useAddressValidators();
  const countryId = useId();
  const formId = useId();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      width={560}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <Form<AddressFormValues>
        initialValues={{ country: DEFAULT_COUNTRY_CODE, isDefault: false }}
        onSubmit={(values) => onSubmit(addressRequestOf(values, intl.locale))}
        render={({ handleSubmit }) => (
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Field name="realName" validate={validators.realName}>
              {({ input, meta }) => (
                <TextField label={intl.formatMessage(messages.realName)} input={input} meta={meta} autoComplete="name" required />
              )}
            </Field>
            <div css={row}>
              <Field name="country">
                {({ input }) => (
                  <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md }}>
                    <label htmlFor={countryId}>{intl.formatMessage(messages.country)}</label>
                    <select id={countryId} css={[select, { minWidth: 0 }]} {...input}>
                      {countries.map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.name} (+{option.dialCode})
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </Field>
              <Field name="phone" validate={validators.phone}>
                {({ input, meta }) => (
                  <TextField
                    label={intl.formatMessage(messages.phone)}
                    input={input}
                    meta={meta}
                    type="tel"
                    autoComplete="tel-national"
                  />
                )}
              </Field>
            </div>
            <Field name="email" validate={validators.email}>
              {({ input, meta }) => (
                <TextField label={intl.formatMessage(messages.email)} input={input} meta={meta} type="email" autoComplete="email" />
              )}
            </Field>
            <Field name="detail" validate={validators.detail}>
              {({ input, meta }) => (
                <TextAreaField label={intl.formatMessage(messages.detail)} input={input} meta={meta} autoComplete="street-address" rows={2} required />
              )}
            </Field>
            <Field name="postCode" validate={validators.postCode}>
              {({ input, meta }) => (
                <TextField label={intl.formatMessage(messages.postCode)} input={input} meta={meta} autoComplete="postal-code" required />
              )}
            </Field>
            <Field name="isDefault" type="checkbox">
              {({ input }) => <Checkbox label={intl.formatMessage(messages.isDefault)} input={input} />}
            </Field>
          </form>
        )}
      />
    </Modal>
  );
}
