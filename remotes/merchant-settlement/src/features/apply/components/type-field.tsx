import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MerchantType } from '@mall/contract';
import { SelectField } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { formMessages as m } from '../messages';
import type { FieldValidator } from '@mall/remote-kit/form';

const requirements = css({
  margin: `-${theme.space.sm} 0 ${theme.space.md}`,
  padding: theme.space.md,
  borderLeft: `3px solid ${theme.colors.brand}`,
  background: theme.colors.brandSoft,
  color: theme.colors.text,
  whiteSpace: 'pre-line',
  h3: { margin: `0 0 ${theme.space.xs}`, fontSize: theme.font.size.md },
  p: { margin: 0 },
});

/** The merchant type; once chosen, its requirement text (`info`) shows under it. */
export function TypeField({ types, validate }: { types: readonly MerchantType[]; validate: FieldValidator }) {
  const intl = useIntl();
  return (
    <Field<string> name="typeId" validate={validate}>
      {({ input, meta }) => {
        const chosen = types.find((t) => String(t.id) === input.value);
        return (
          <>
            <SelectField
              label={intl.formatMessage(m.type)}
              input={input}
              meta={meta}
              required
              placeholder={intl.formatMessage(m.typePlaceholder)}
              options={types.map((t) => ({ value: String(t.id), label: t.name }))}
            />
            <div aria-live="polite">
              {chosen?.info && (
                <section css={requirements} aria-label={intl.formatMessage(m.typeRequirements, { type: chosen.name })}>
                  <h3>{intl.formatMessage(m.typeRequirements, { type: chosen.name })}</h3>
                  <p>{chosen.info}</p>
                </section>
              )}
            </div>
          </>
        );
      }}
    </Field>
  );
}
