import { useIntl } from 'react-intl';
import { registerWithPhone } from '../api/register';
import { messages } from '../messages';
import { AccountPasswordInput, AgreeAndSubmit, PhoneInput, phoneOf, SmsCodeInput } from '../fields/mode-fields';
import { ModeForm } from '../fields/mode-form';
import type { RegisterFormProps } from '../login-modes';

/** Register tab Phone (1): dial code, phone, SMS code, password. */
export function RegisterPhoneForm({ draft, onDraft, onRegistered }: RegisterFormProps) {
  const intl = useIntl();
  return (
    <ModeForm
      title={intl.formatMessage(messages.registerTitle)}
      initialValues={{ country: draft.country, phone: draft.phone, agreement: draft.agreement }}
      onDraft={onDraft}
      onSubmit={async (values) => {
        const { captcha = '', password = '' } = values;
        const { token } = await registerWithPhone({ ...phoneOf(values, draft), captcha: captcha.trim(), password });
        await onRegistered(token);
      }}
    >
      <PhoneInput />
      <SmsCodeInput />
      <AccountPasswordInput />
      <AgreeAndSubmit>{intl.formatMessage(messages.register)}</AgreeAndSubmit>
    </ModeForm>
  );
}
