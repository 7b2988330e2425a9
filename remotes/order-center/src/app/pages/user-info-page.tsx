import { useIntl } from 'react-intl';
import { PageColumn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { SettingsView } from '../../features/settings/components/settings-view';
import { settingsSaga } from '../../features/settings/store/saga';
import { settingsReducer } from '../../features/settings/store/slice';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ settings: { reducer: settingsReducer, saga: settingsSaga } });

/** /users/user_info */
export function UserInfoPage() {
  const heading = useIntl().formatMessage({
    id: 'orderCenter.UserInfoPage.title',
    defaultMessage: 'Account settings',
    description: 'Heading of the account settings page',
  });
  usePageTitle(heading);
  return (
    <PageColumn>
      <h1>{heading}</h1>
      <SettingsView />
    </PageColumn>
  );
}
