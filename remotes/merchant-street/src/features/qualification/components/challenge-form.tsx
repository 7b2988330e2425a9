import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MerchantCaptcha } from '@mall/contract';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';

interface ChallengeValues {
  captcha?: string;
}

interface ChallengeFormProps {
  captcha: MerchantCaptcha | null;
  loadingPicture: boolean;
  checking: boolean;
  /** The server's reason for refusing the last answer. */
  refusal: string;
  onRefresh: () => void;
  onEdit: () => void;
  onSubmit: (code: string) => void;
}

const CODE = /^[A-Za-z0-9]{4}$/;

/** The picture challenge in front of a store's qualification: the server's picture, a refresh and the answer. */
export function ChallengeForm({ captcha, loadingPicture, checking, refusal, onRefresh, onEdit, onSubmit }: ChallengeFormProps) {
  const intl = useIntl();
  const required = intl.formatMessage({
    id: 'merchantStreet.ChallengeForm.required',
    defaultMessage: 'Enter the code shown in the picture',
    description: 'The verification code field is empty',
  });
  const format = intl.formatMessage({
    id: 'merchantStreet.ChallengeForm.format',
    defaultMessage: 'The code is 4 letters or digits',
    description: 'The verification code has the wrong shape',
  });
  const validate = (value: string | undefined) => {
    const code = (value ?? '').trim();
    if (!code) return required;
    return CODE.test(code) ? undefined : format;
  };
  return (
    <Form<ChallengeValues>
      // Every answer uses the picture up: a new picture starts from an empty field.
      key={captcha?.key ?? 'no-picture'}
      onSubmit={(values) => onSubmit((values.captcha ?? '').trim())}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md, maxWidth: 420 }}>
          <p css={{ margin: 0 }}>
            <FormattedMessage
              id="merchantStreet.ChallengeForm.intro"
              defaultMessage="To see the store’s qualification, type the characters in the picture (any case)."
              description="Explanation above the picture challenge"
            />
          </p>
          <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.md }}>
            <div
              css={{
                width: 132,
                height: 48,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                border: `1px solid ${theme.colors.border}`,
              }}
            >
              {captcha && !loadingPicture ? (
                <img
                  src={captcha.image}
                  width={132}
                  height={48}
                  alt={intl.formatMessage({
                    id: 'merchantStreet.ChallengeForm.picture',
                    defaultMessage: 'Verification code picture',
                    description: 'Alt text of the picture challenge',
                  })}
                />
              ) : (
                <Spinner size={18} />
              )}
            </div>
            <Button variant="link" onClick={onRefresh} disabled={loadingPicture}>
              <FormattedMessage
                id="merchantStreet.ChallengeForm.refresh"
                defaultMessage="New picture"
                description="Button that draws another picture challenge"
              />
            </Button>
          </div>
          <Field name="captcha" validate={validate}>
            {({ input, meta }) => (
              <TextField
                input={{
                  ...input,
                  onChange: (event) => {
                    input.onChange(event);
                    if (refusal) onEdit();
                  },
                }}
                meta={meta}
                error={refusal || undefined}
                autoComplete="off"
                maxLength={4}
                label={intl.formatMessage({
                  id: 'merchantStreet.ChallengeForm.label',
                  defaultMessage: 'Verification code',
                  description: 'Label of the picture challenge field',
                })}
              />
            )}
          </Field>
          <div>
            <Button type="submit" loading={checking} disabled={!captcha || loadingPicture}>
              <FormattedMessage
                id="merchantStreet.ChallengeForm.submit"
                defaultMessage="View qualification"
                description="Submits the picture challenge"
              />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
