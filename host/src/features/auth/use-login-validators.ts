import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { captchaFormat, compose, emailFormat, required, sameAs, ticked } from './validators';

/** The validators of spec section 5, each carrying its message in the active language. */
export function useLoginValidators() {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    return {
      email: compose(required(t(messages.emailEmpty)), emailFormat(t(messages.correctEmail))),
      password: required(t(messages.emptyPassword)),
      passwordAgain: compose(required(t(messages.againPassword)), sameAs('newPassword', t(messages.diffPassword))),
      phone: required(t(messages.emptyPhone)),
      captcha: compose(required(t(messages.emptyCaptche)), captchaFormat(t(messages.correctCaptche))),
      agreement: ticked(t(messages.agreement)),
    };
  }, [intl]);
}
