import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MerchantCategory } from '@mall/contract';
import { SelectField } from '@mall/remote-kit';
import { formMessages as m } from '../messages';
import type { FieldValidator } from '@mall/remote-kit/form';

/** The merchant category; once chosen, its handling fee shows under it (the server takes the fee from it). */
export function CategoryField({ categories, validate }: { categories: readonly MerchantCategory[]; validate: FieldValidator }) {
  const intl = useIntl();
  return (
    <Field<string> name="categoryId" validate={validate}>
      {({ input, meta }) => {
        const chosen = categories.find((c) => String(c.id) === input.value);
        return (
          <SelectField
            label={intl.formatMessage(m.category)}
            input={input}
            meta={meta}
            required
            placeholder={intl.formatMessage(m.categoryPlaceholder)}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            hint={chosen ? intl.formatMessage(m.handlingFee, { fee: chosen.handlingFee }) : undefined}
          />
        );
      }}
    </Field>
  );
}
