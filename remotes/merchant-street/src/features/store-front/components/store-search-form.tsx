import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, theme, visuallyHidden } from '@mall/ui-theme';

interface StoreSearchValues {
  search?: string;
}

/** The in-store search box: its text opens the store's category tab with ?search=. */
export function StoreSearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({
    id: 'merchantStreet.StoreSearchForm.label',
    defaultMessage: 'Search this store',
    description: 'Label of the in-store search box',
  });
  return (
    <Form<StoreSearchValues>
      initialValues={{ search: initial }}
      onSubmit={(values) => onSearch((values.search ?? '').trim())}
      render={({ handleSubmit }) => (
        <form role="search" aria-label={label} onSubmit={handleSubmit} css={{ display: 'flex', gap: theme.space.xs }}>
          <Field name="search">
            {({ input }) => (
              <label css={{ display: 'flex' }}>
                <span css={visuallyHidden}>{label}</span>
                <input
                  {...input}
                  type="search"
                  maxLength={100}
                  placeholder={label}
                  css={{
                    width: 220,
                    minHeight: 36,
                    padding: `0 ${theme.space.sm}`,
                    border: `1px solid ${theme.colors.borderStrong}`,
                    borderRadius: theme.radius.sm,
                  }}
                />
              </label>
            )}
          </Field>
          <Button type="submit">
            <FormattedMessage
              id="merchantStreet.StoreSearchForm.submit"
              defaultMessage="Search store"
              description="Button of the in-store search box"
            />
          </Button>
        </form>
      )}
    />
  );
}
