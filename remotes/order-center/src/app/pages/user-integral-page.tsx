import { FormattedMessage } from 'react-intl';
import { PageColumn } from '../../components/page-column';

/** /users/user_integral */
export function UserIntegralPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="orderCenter.UserIntegralPage.title"
          defaultMessage="My points"
          description="Heading of the points page"
        />
      </h1>
    </PageColumn>
  );
}
