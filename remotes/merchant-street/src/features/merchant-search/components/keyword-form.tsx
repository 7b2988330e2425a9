import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';
import { TextField } from '@mall/ui-theme/text-field';

interface KeywordValues {
  keywords?: string;
}

/** The search box of the merchant search: the name or a keyword of a store. */
export function KeywordForm({ initial, onSearch }: { initial: string; onSearch: (keywords: string) => void }) {
  const intl = useIntl();
  return (
    <Form<KeywordValues>
      initialValues={{ keywords: initial }}
      onSubmit={(values) => onSearch((values.keywords ?? '').trim())}
      render={({ handleSubmit }) => (
        <form role="search" onSubmit={handleSubmit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end' }}>
          <div css={{ flex: 1 }}>
            <Field name="keywords">
              {({ input }) => (
                <TextField
                  input={input}
                  type="search"
                  maxLength={100}
                  label={intl.formatMessage({
                    id: 'merchantStreet.KeywordForm.label',
                    defaultMessage: 'Store name or keyword',
                    description: 'Label of the merchant search box',
                  })}
                />
              )}
            </Field>
          </div>
          <div css={{ marginBottom: theme.space.md }}>
            <Button type="submit">
              <FormattedMessage
                id="merchantStreet.KeywordForm.submit"
                defaultMessage="Search"
                description="Button of the merchant search box"
              />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
