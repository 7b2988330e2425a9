import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import type { ApplicationFormValues } from '../form-values';
import { agreementMessages as m } from '../messages';
import { AgreementCheckbox, type FieldValidator } from '@mall/remote-kit/form';
import { AgreementDialog } from './agreement-dialog';

const linkButton = css({
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.brandStrong,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The agreement checkbox (field `isAgree`); its link opens the agreement, whose "I agree" ticks the box. */
export function AgreementField({ validate }: { validate: FieldValidator }) {
  const intl = useIntl();
  const form = useForm<ApplicationFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <AgreementCheckbox
        name="isAgree"
        validate={validate}
        label={
          <FormattedMessage
            {...m.agree}
            values={{
              link: (chunks) => (
                <button
                  type="button"
                  css={linkButton}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    // The button sits in the checkbox's label: opening the agreement must not tick the box.
                    event.preventDefault();
                    setOpen(true);
                  }}
                >
                  {chunks}
                </button>
              ),
            }}
          />
        }
      />
      <AgreementDialog
        open={open}
        onClose={() => setOpen(false)}
        onAccept={() => {
          form.change('isAgree', true);
          form.blur('isAgree');
          setOpen(false);
        }}
        title={intl.formatMessage(m.title)}
      />
    </>
  );
}
