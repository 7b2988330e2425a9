import { css } from '@emotion/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MerchantCategory, MerchantSettledApplyRequest, MerchantType } from '@mall/contract';
import { Button, theme } from '@mall/ui-theme';
import { FormAlert, TextInput } from '@mall/remote-kit/form';
import { useLeadingDebounce } from '@mall/remote-kit/send-code';
import { toApplyRequest, type ApplicationFormValues } from '../form-values';
import { LIMITS, useApplicationValidators } from '../hooks/use-application-validators';
import { formMessages as m } from '../messages';
import { AgreementField } from './agreement-field';
import { CategoryField } from './category-field';
import { PhoneField } from './phone-field';
import { PictureUploader } from './picture-uploader';
import { SendCodeButton } from './send-code-button';
import { TypeField } from './type-field';

export interface ApplicationFormProps {
  categories: readonly MerchantCategory[];
  types: readonly MerchantType[];
  /** Read once, on the first render. */
  initialValues: ApplicationFormValues;
  /** Editing a rejected application: the button reads "Resubmit". */
  editing: boolean;
  submitting: boolean;
  onSubmit: (request: MerchantSettledApplyRequest) => void;
}

const styles = {
  form: css({
    maxWidth: 680,
    padding: theme.space.lg,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  }),
  actions: css({ display: 'flex', gap: theme.space.md, alignItems: 'center', marginTop: theme.space.lg }),
  alert: css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.danger, fontSize: theme.font.size.md }),
};

/**
 * The merchant application (docs/contract.md, "Storefront rules"): shop name, real name, phone with its country, email and its code,
 * category (with its fee), type (with its requirements), keywords, address, 1–10 qualification pictures and the
 * agreement. Every rule shows its message under its field; the first one also above the button.
 */
export function ApplicationForm({ categories, types, initialValues, editing, submitting, onSubmit }: ApplicationFormProps) {
  const intl = useIntl();
  const rules = useApplicationValidators();
  // Taken once: new initial values would make final-form reset what the shopper typed.
  const [initial] = useState(initialValues);
  const [uploading, setUploading] = useState(0);
  const submitOnce = useLeadingDebounce((submit: () => void) => submit());

  return (
    <Form<ApplicationFormValues> onSubmit={(values) => onSubmit(toApplyRequest(values, categories))} initialValues={initial}>
      {({ handleSubmit }) => (
        <form
          noValidate
          aria-label={intl.formatMessage(m.formLabel)}
          css={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (submitting || uploading > 0) return;
            submitOnce(() => void handleSubmit());
          }}
        >
          <TextInput
            name="name"
            label={intl.formatMessage(m.name)}
            placeholder={intl.formatMessage(m.namePlaceholder)}
            validate={rules.name}
            required
            maxLength={LIMITS.name}
            autoComplete="organization"
          />
          <TextInput
            name="realName"
            label={intl.formatMessage(m.realName)}
            placeholder={intl.formatMessage(m.realNamePlaceholder)}
            validate={rules.realName}
            required
            maxLength={LIMITS.realName}
            autoComplete="name"
          />
          <PhoneField validate={rules.phone} />
          <TextInput
            name="email"
            label={intl.formatMessage(m.email)}
            placeholder={intl.formatMessage(m.emailPlaceholder)}
            hint={intl.formatMessage(m.emailHint)}
            validate={rules.email}
            required
            type="email"
            autoComplete="email"
          />
          <TextInput
            name="captcha"
            label={intl.formatMessage(m.captcha)}
            placeholder={intl.formatMessage(m.captchaPlaceholder)}
            validate={rules.captcha}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            addon={<SendCodeButton />}
          />
          <CategoryField categories={categories} validate={rules.categoryId} />
          <TypeField types={types} validate={rules.typeId} />
          <TextInput
            name="keywords"
            label={intl.formatMessage(m.keywords)}
            placeholder={intl.formatMessage(m.keywordsPlaceholder)}
            hint={intl.formatMessage(m.keywordsHint)}
            validate={rules.keywords}
            maxLength={LIMITS.keywords}
          />
          <TextInput
            name="address"
            label={intl.formatMessage(m.address)}
            placeholder={intl.formatMessage(m.addressPlaceholder)}
            validate={rules.address}
            required
            maxLength={LIMITS.address}
            autoComplete="street-address"
          />
          <PictureUploader validate={rules.pictures} onPendingChange={setUploading} />
          <AgreementField validate={rules.isAgree} />
          <div css={styles.actions}>
            <Button type="submit" loading={submitting} disabled={uploading > 0}>
              {intl.formatMessage(editing ? m.resubmit : m.submit)}
            </Button>
          </div>
          <FormAlert css={styles.alert} />
        </form>
      )}
    </Form>
  );
}
