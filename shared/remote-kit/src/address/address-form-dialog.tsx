import { css } from '@emotion/react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AddressEditRequest, UserAddress } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';
import { Checkbox } from '@mall/ui-theme/checkbox';
import { TextField } from '@mall/ui-theme/text-field';
import { TextAreaField } from '../components/text-area-field';
import { addressFormMessages as messages } from './address-messages';
import { addressFormValuesOf, addressRequestOf, type AddressFormValues } from './address-values';
import { commonMessages } from '@mall/i18n';
import { COUNTRY_DIAL_CODES } from '@mall/i18n/countries';
import { countryOptions } from './countries';
import { phoneRequired, useAddressValidators, type AddressValidatedField } from './use-address-validators';

const select = css({
  minHeight: 40,
  minWidth: 0,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
});
const row = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space.md });
const selectWrapper = css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md });

/** Fields in the order they appear: the first invalid one gets the focus on a refused save. */
const VALIDATED: readonly AddressValidatedField[] = ['realName', 'phone', 'email', 'detail', 'postCode'];

export interface AddressFormDialogProps {
  /** The address to change; absent for a new one. */
  address?: UserAddress | null;
  saving: boolean;
  onSubmit: (address: AddressEditRequest) => void;
  onClose: () => void;
}

/**
 * Add or change an address (name, detailed address and post code are required; the phone too for China, as
 * the API wants), with the country and
 * its dial code chosen from one list. The few fields keep their state here: this kit is shared by every remote and
 * carries no form library; a field's message shows once it was left, and every message on a refused save.
 */
export function AddressFormDialog({ address, saving, onSubmit, onClose }: AddressFormDialogProps) {
  const intl = useIntl();
  const validators = useAddressValidators();
  const countryId = useId();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // ~250 options: built once per language, not on every keystroke.
  const countryItems = useMemo(
    () =>
      countryOptions(intl.locale).map((option) => (
        <option key={option.code} value={option.code}>
          {option.name} (+{option.dialCode})
        </option>
      )),
    [intl.locale],
  );
  const [values, setValues] = useState<AddressFormValues>(() => addressFormValuesOf(address));
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const dialCode = COUNTRY_DIAL_CODES.find(([code]) => code === values.country)?.[1];
  const errors = Object.fromEntries(VALIDATED.map((name) => [name, validators[name](values[name], dialCode)])) as Record<
    AddressValidatedField,
    string | undefined
  >;
  const shown = (name: AddressValidatedField) => (submitted || visited.has(name) ? errors[name] : undefined);

  const text = (name: AddressValidatedField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setVisited((current) => new Set(current).add(name)),
    onFocus: () => undefined,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = VALIDATED.find((name) => errors[name]);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    onSubmit(addressRequestOf(values, intl.locale, address?.id));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(address ? messages.editTitle : messages.newTitle)}
      width={560}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {intl.formatMessage(commonMessages.save)}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(messages.realName)}
          {...text('realName')}
          error={shown('realName')}
          autoComplete="name"
          required
        />
        <div css={row}>
          <div css={selectWrapper}>
            <label htmlFor={countryId}>{intl.formatMessage(messages.country)}</label>
            <select
              id={countryId}
              name="country"
              css={select}
              value={values.country}
              onChange={(event) => {
                const country = event.target.value;
                setValues((current) => ({ ...current, country }));
              }}
            >
              {countryItems}
            </select>
          </div>
          <TextField
            label={intl.formatMessage(messages.phone)}
            {...text('phone')}
            error={shown('phone')}
            type="tel"
            autoComplete="tel-national"
            required={phoneRequired(dialCode)}
          />
        </div>
        <TextField label={intl.formatMessage(messages.email)} {...text('email')} error={shown('email')} type="email" autoComplete="email" />
        <TextAreaField
          label={intl.formatMessage(messages.detail)}
          input={text('detail')}
          meta={{ touched: true, error: shown('detail') }}
          autoComplete="street-address"
          rows={2}
          required
        />
        <TextField
          label={intl.formatMessage(messages.postCode)}
          {...text('postCode')}
          error={shown('postCode')}
          autoComplete="postal-code"
          required
        />
        <Checkbox
          label={intl.formatMessage(messages.isDefault)}
          name="isDefault"
          checked={values.isDefault}
          // The default address stays the default until another one is chosen.
          disabled={address?.isDefault === true}
          onChange={(event) => {
            const isDefault = event.target.checked;
            setValues((current) => ({ ...current, isDefault }));
          }}
        />
      </form>
    </Modal>
  );
}
