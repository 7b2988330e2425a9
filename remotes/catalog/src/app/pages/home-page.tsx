import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** / */
export function HomePage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="catalog.HomePage.title"
          defaultMessage="Home"
          description="Heading of the home page"
        />
      </h1>
    </PageColumn>
  );
}
