import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { ConfirmDialog } from '@mall/remote-kit';
import { Button } from '@mall/ui-theme';
import { settingsStyles as styles } from './settings-styles';

const messages = defineMessages({
  logout: {
    id: 'orderCenter.LogoutSection.logout',
    defaultMessage: 'Log out',
    description: 'Signs the shopper out (after a confirmation)',
  },
  confirmTitle: {
    id: 'orderCenter.LogoutSection.confirmTitle',
    defaultMessage: 'Log out of your account?',
    description: 'Title of the logout confirmation',
  },
  confirmText: {
    id: 'orderCenter.LogoutSection.confirmText',
    defaultMessage: 'You will need to sign in again to see your orders.',
    description: 'What logging out means',
  },
});

/** Log out with a confirmation (signing out is confirmed first): the host signs out as from its header (bus auth/logoutRequested). */
export function LogoutSection() {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <div css={[styles.footer, { maxWidth: 640, justifyContent: 'flex-start' }]}>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {intl.formatMessage(messages.logout)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(messages.confirmTitle)}
        confirmLabel={intl.formatMessage(messages.logout)}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          bus.publish('auth/logoutRequested', {});
        }}
      >
        <p css={{ margin: 0 }}>{intl.formatMessage(messages.confirmText)}</p>
      </ConfirmDialog>
    </div>
  );
}
