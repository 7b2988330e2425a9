import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { compose, EMAIL_PATTERN, matches, required, sameAs, ticked } from '@mall/remote-kit/form';
import { messages } from '../messages';

/**
 * The sign-in dialog's code rule: letters and digits. Wider than the API's six digits (@mall/remote-kit's
 * CAPTCHA_PATTERN, which the remotes' forms apply): the dialog leaves the length to the API's answer.
 */
export const LOGIN_CODE_PATTERN = /^[a-zA-Z0-9]+$/;

/**
 * The login and registration rules (docs/contract.md, "Codes and sign-in"), each carrying its message in the active
 * language: email required and well formed (the API's pattern), passwords and phone required, the new password
 * typed twice alike, the code made of letters and digits, the agreement ticked.
 */
export function useLoginValidators() {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    return {
      email: compose(required(t(messages.emailEmpty)), matches(EMAIL_PATTERN, t(messages.correctEmail))),
      password: required(t(messages.emptyPassword)),
      passwordAgain: compose(required(t(messages.againPassword)), sameAs('newPassword', t(messages.diffPassword))),
      phone: required(t(messages.emptyPhone)),
      captcha: compose(required(t(messages.emptyCaptche)), matches(LOGIN_CODE_PATTERN, t(messages.correctCaptche))),
      agreement: ticked(t(messages.agreement)),
    };
  }, [intl]);
}
