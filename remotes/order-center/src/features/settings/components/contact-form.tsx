import { css } from '@emotion/react';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { NewContact } from '@mall/contract';
import { countryOptions, DEFAULT_COUNTRY_CODE, EMAIL_PATTERN, findCountry, PHONE_PATTERN, SelectField } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';
import { selectSettings } from '../store/selectors';
import { contactCodeRequested, contactSubmitted, type ContactKind } from '../store/slice';
import { CodeField, Refusal } from './code-field';
import { SendCodeButton } from './send-code-button';
import { settingsStyles as styles } from './settings-styles';

const messages = defineMessages({
  heading: {
    id: 'orderCenter.ContactForm.heading',
    defaultMessage: 'Email and phone',
    description: 'Heading of the email and phone change section',
  },
  emailHeading: {
    id: 'orderCenter.ContactForm.emailHeading',
    defaultMessage: 'Change email',
    description: 'Sub-heading of the email change',
  },
  phoneHeading: {
    id: 'orderCenter.ContactForm.phoneHeading',
    defaultMessage: 'Change phone',
    description: 'Sub-heading of the phone change',
  },
  newEmail: { id: 'orderCenter.ContactForm.newEmail', defaultMessage: 'New email', description: 'Label of the new email address' },
  newPhone: {
    id: 'orderCenter.ContactForm.newPhone',
    defaultMessage: 'New phone number',
    description: 'Label of the new phone number (without dial code)',
  },
  country: {
    id: 'orderCenter.ContactForm.country',
    defaultMessage: 'Country or region',
    description: 'Label of the dial code of the new phone',
  },
  emptyEmail: {
    id: 'orderCenter.ContactForm.emptyEmail',
    defaultMessage: 'Please enter the new email',
    description: 'The new email is empty',
  },
  badEmail: {
    id: 'orderCenter.ContactForm.badEmail',
    defaultMessage: 'Please enter a valid email address',
    description: 'The new email is not an address',
  },
  emptyPhone: {
    id: 'orderCenter.ContactForm.emptyPhone',
    defaultMessage: 'Please enter the new phone number',
    description: 'The new phone is empty',
  },
  badPhone: {
    id: 'orderCenter.ContactForm.badPhone',
    defaultMessage: 'A phone number is 5 to 15 digits',
    description: 'The new phone is not 5–15 digits',
  },
  emailHint: {
    id: 'orderCenter.ContactForm.emailHint',
    defaultMessage: 'We send a code to the new address; your current address is told of the change.',
    description: 'How an email change works',
  },
  phoneHint: {
    id: 'orderCenter.ContactForm.phoneHint',
    defaultMessage: 'We send a code by SMS to the new number; your current email or number is told of the change.',
    description: 'How a phone change works',
  },
  submitEmail: { id: 'orderCenter.ContactForm.submitEmail', defaultMessage: 'Change email', description: 'Button that changes the email' },
  submitPhone: { id: 'orderCenter.ContactForm.submitPhone', defaultMessage: 'Change phone', description: 'Button that changes the phone' },
});

interface ContactValues {
  email?: string;
  country?: string;
  phone?: string;
  code?: string;
}

const layout = {
  block: css({ '& + &': { borderTop: `1px solid ${theme.colors.border}`, marginTop: theme.space.md, paddingTop: theme.space.md } }),
  subheading: css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.md }),
  phoneRow: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: theme.space.md }),
};

const text = (value: string | undefined) => (value ?? '').trim();

/** The new address the form holds, or null while it is not a valid one. */
function newContactOf(kind: ContactKind, values: ContactValues, locale: string): NewContact | null {
  if (kind === 'email') return EMAIL_PATTERN.test(text(values.email)) ? { email: text(values.email) } : null;
  const country = findCountry(values.country ?? DEFAULT_COUNTRY_CODE, locale);
  return country && PHONE_PATTERN.test(text(values.phone)) ? { countryCode: country.dialCode, phone: text(values.phone) } : null;
}

/**
 * One change (email or phone): the new address, a code sent to it (the send button checks the address first), and
 * the change. Done, the form empties and the saga has announced the account, so the header shows the new value.
 */
function ContactChange({ kind }: { kind: ContactKind }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { contactCode, contact } = useSelector(selectSettings);
  const sending = contactCode[kind];
  const changing = contact[kind];
  const formRef = useRef<FormApi<ContactValues> | null>(null);
  const changedBefore = useRef(changing.done);
  const options = useMemo(
    () => countryOptions(intl.locale).map((option) => ({ value: option.code, label: `${option.name} (+${option.dialCode})` })),
    [intl.locale],
  );

  useEffect(() => {
    if (changing.done === changedBefore.current) return;
    changedBefore.current = changing.done;
    formRef.current?.restart();
  }, [changing.done]);

  const validateEmail = (value: string | undefined) => {
    if (!text(value)) return intl.formatMessage(messages.emptyEmail);
    return EMAIL_PATTERN.test(text(value)) ? undefined : intl.formatMessage(messages.badEmail);
  };
  const validatePhone = (value: string | undefined) => {
    if (!text(value)) return intl.formatMessage(messages.emptyPhone);
    return PHONE_PATTERN.test(text(value)) ? undefined : intl.formatMessage(messages.badPhone);
  };
  const addressField = kind === 'email' ? 'email' : 'phone';
  const headingId = `settings-contact-${kind}`;

  return (
    <div css={layout.block} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} css={layout.subheading}>
        {intl.formatMessage(kind === 'email' ? messages.emailHeading : messages.phoneHeading)}
      </h3>
      <p css={styles.muted}>{intl.formatMessage(kind === 'email' ? messages.emailHint : messages.phoneHint)}</p>
      <Form<ContactValues>
        initialValues={kind === 'phone' ? { country: DEFAULT_COUNTRY_CODE } : undefined}
        onSubmit={(values) => {
          const to = newContactOf(kind, values, intl.locale);
          if (to) dispatch(contactSubmitted({ to, code: text(values.code) }));
        }}
        render={({ handleSubmit, form, values }) => {
          formRef.current = form;
          const sendCode = () => {
            const to = newContactOf(kind, values, intl.locale);
            // The code goes to the address typed: show why when there is none yet (a blurred field shows its error).
            if (to) dispatch(contactCodeRequested(to));
            else form.blur(addressField);
          };
          return (
            <form onSubmit={handleSubmit} noValidate>
              {kind === 'email' ? (
                <Field<string> name="email" validate={validateEmail}>
                  {({ input, meta }) => (
                    <TextField
                      label={intl.formatMessage(messages.newEmail)}
                      input={input}
                      meta={meta}
                      type="email"
                      autoComplete="email"
                      required
                    />
                  )}
                </Field>
              ) : (
                <div css={layout.phoneRow}>
                  <Field<string> name="country">
                    {({ input }) => <SelectField label={intl.formatMessage(messages.country)} input={input} options={options} />}
                  </Field>
                  <Field<string> name="phone" validate={validatePhone}>
                    {({ input, meta }) => (
                      <TextField
                        label={intl.formatMessage(messages.newPhone)}
                        input={input}
                        meta={meta}
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        required
                      />
                    )}
                  </Field>
                </div>
              )}
              <CodeField
                name="code"
                // A new button after each change: the countdown of the code just used ends with it.
                addon={<SendCodeButton key={changing.done} sent={sending.done} busy={sending.busy} onSend={sendCode} />}
              />
              {/* Why no code was sent (the address is taken, too many codes today…), in the server's words. */}
              <Refusal failure={sending.error} />
              <Refusal failure={changing.error} />
              <div css={styles.footer}>
                <Button type="submit" loading={changing.busy}>
                  {intl.formatMessage(kind === 'email' ? messages.submitEmail : messages.submitPhone)}
                </Button>
              </div>
            </form>
          );
        }}
      />
    </div>
  );
}

/** Settings' email and phone change (issue 18, item 2): each with a code sent to the new address. Not for guests. */
export function ContactForm() {
  const intl = useIntl();
  return (
    <section css={styles.section} aria-labelledby="settings-contact">
      <h2 id="settings-contact" css={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <ContactChange kind="email" />
      <ContactChange kind="phone" />
    </section>
  );
}
