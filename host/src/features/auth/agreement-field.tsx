import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath, useLocale } from '@mall/i18n';
import { PRIVACY_AGREEMENT_PATH } from '@mall/routes';
import { visuallyHidden } from '@mall/ui-theme';
import { Checkbox } from '@mall/ui-theme/checkbox';
import { messages } from './messages';
import type { FieldValidator } from './validators';

/** The agreement checkbox (field `agreement`) that login and registration require. */
export function AgreementField({ validate }: { validate: FieldValidator }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Field<boolean> name="agreement" type="checkbox" validate={validate}>
      {({ input, meta }) => (
        <Checkbox
          input={input}
          meta={meta}
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
      )}
    </Field>
  );
}
