import { Field } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { TextAreaField } from '@mall/remote-kit';
import { NOTE_LIMIT, noteLength } from '../confirm-values';

const messages = defineMessages({
  label: { id: 'checkout.BuyerNote.label', defaultMessage: 'Note to the seller', description: 'Label of the buyer note' },
  placeholder: {
    id: 'checkout.BuyerNote.placeholder',
    defaultMessage: 'Anything the seller should know (optional)',
    description: 'Placeholder of the buyer note',
  },
  counter: defineMessage<{ count: number; limit: number }>({
    id: 'checkout.BuyerNote.counter',
    defaultMessage: '{count} / {limit} characters',
    description: 'Characters typed in the buyer note and the limit',
  }),
});

/** The buyer note with its counter; its limit message shows as soon as the note is too long. */
export function BuyerNote() {
  const intl = useIntl();
  return (
    <Field name="mark">
      {({ input, meta }) => (
        <TextAreaField
          label={intl.formatMessage(messages.label)}
          placeholder={intl.formatMessage(messages.placeholder)}
          input={input}
          meta={meta}
          rows={3}
          eagerError
          hint={intl.formatMessage(messages.counter, { count: noteLength(input.value), limit: NOTE_LIMIT - 1 })}
        />
      )}
    </Field>
  );
}
