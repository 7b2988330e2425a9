import { FormattedMessage } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { SettingsView } from '../../features/settings/components/settings-view';

/** /users/user_info */
export function UserInfoPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage id="orderCenter.UserInfoPage.title" defaultMessage="Account settings" description="Heading of the account settings page" />
      </h1>
      <SettingsView />
    </PageColumn>
  );
}
