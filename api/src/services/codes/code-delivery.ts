import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import type { Mailer } from '../messaging/mailer';
import { CODE_TTL_MINUTES, type CodePurpose, type IssuedCode } from './code-store';
import './messages';

/** Sends a text message. There is no SMS gateway here: the local implementation is the outbox. */
export interface SmsSender {
  send(msg: { to: string; subject: string; body: string; code: string }): Promise<void>;
}

/** The local SMS sender: the message lands in outbox_message (channel "sms"), readable through the dev outbox. */
function outboxSmsSender(mailer: Mailer): SmsSender {
  return { send: (msg) => mailer.send({ ...msg, channel: 'sms' }) };
}

/** The subject of the email carrying a code, by what the code is for. */
const MAIL_SUBJECTS: Partial<Record<CodePurpose, string>> = {
  register: 'codes.mail.register.subject',
  reset: 'codes.mail.reset.subject',
  settle: 'codes.mail.settle.subject',
  password: 'codes.mail.password.subject',
};

const subjectOf = (purpose: CodePurpose): string =>
  (purpose.startsWith('change:') ? 'codes.mail.change.subject' : MAIL_SUBJECTS[purpose]) ?? 'codes.mail.register.subject';

export interface CodeDelivery {
  /** Sends the code in the shopper's language through the channel it was issued for. */
  deliver(issued: IssuedCode, locale: Locale): Promise<void>;
}

export function createCodeDelivery(mailer: Mailer, sms: SmsSender = outboxSmsSender(mailer)): CodeDelivery {
  return {
    async deliver(issued, locale) {
      const params = { code: issued.code, minutes: CODE_TTL_MINUTES };
      if (issued.channel === 'sms') {
        await sms.send({
          to: issued.target,
          subject: translate(locale, 'codes.sms.subject'),
          body: translate(locale, 'codes.sms.body', params),
          code: issued.code,
        });
        return;
      }
      await mailer.send({
        to: issued.target,
        channel: 'email',
        subject: translate(locale, subjectOf(issued.purpose)),
        body: translate(locale, 'codes.mail.body', params),
        code: issued.code,
      });
    },
  };
}
