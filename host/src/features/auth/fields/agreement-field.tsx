import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath, useLocale } from '@mall/i18n';
import { AgreementCheckbox, type FieldValidator } from '@mall/remote-kit/form';
import { PRIVACY_AGREEMENT_PATH } from '@mall/routes';
import { visuallyHidden } from '@mall/ui-theme';
import { messages } from '../messages';

/** The agreement checkbox (field `agreement`) that login and registration require; its link opens the agreement page. */
export function AgreementField({ validate }: { validate: FieldValidator }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <AgreementCheckbox
      name="agreement"
      validate={validate}
      label={
        <FormattedMessage
          {...messages.agree}
          values={{
            link: (chunks) => (
              <a href={localizePath(PRIVACY_AGREEMENT_PATH, locale)} target="_blank" rel="noopener noreferrer">
                {chunks}
                <span css={visuallyHidden}> {intl.formatMessage(messages.agreementOpens)}</span>
              </a>
            ),
          }}
        />
      }
    />
  );
}
