import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@mall/ui-theme';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { MODES, REGISTER_TABS, type ModeProps, type RegisterTab } from '../login-modes';
import { loginStyles } from '../dialog/login-styles';
import { messages } from '../messages';
import { RegisterEmailForm } from './register-email-form';
import { RegisterPhoneForm } from './register-phone-form';

export interface RegisterModeProps extends ModeProps {
  onRegisteredByEmail: (token: string) => Promise<void>;
  onRegisteredByPhone: (token: string) => Promise<void>;
}

/** Mode 6: register with the Email (0) or Phone (1) tab; the have-account link returns to the matching login. */
export function RegisterMode({ draft, onDraft, go, onRegisteredByEmail, onRegisteredByPhone }: RegisterModeProps) {
  const intl = useIntl();
  const tabsId = useId();
  const [tab, setTab] = useState<RegisterTab>(REGISTER_TABS.email);
  const value = String(tab);
  return (
    <div>
      <Tabs
        id={tabsId}
        label={intl.formatMessage(messages.registerTabs)}
        value={value}
        onChange={(next) => setTab(next === String(REGISTER_TABS.phone) ? REGISTER_TABS.phone : REGISTER_TABS.email)}
        items={[
          { value: String(REGISTER_TABS.email), label: intl.formatMessage(messages.tabEmail) },
          { value: String(REGISTER_TABS.phone), label: intl.formatMessage(messages.tabPhone) },
        ]}
      />
      <TabPanel tabsId={tabsId} value={value}>
        {tab === REGISTER_TABS.email ? (
          <RegisterEmailForm draft={draft} onDraft={onDraft} onRegistered={onRegisteredByEmail} />
        ) : (
          <RegisterPhoneForm draft={draft} onDraft={onDraft} onRegistered={onRegisteredByPhone} />
        )}
      </TabPanel>
      <div css={loginStyles.centered}>
        <Button variant="link" onClick={() => go(tab === REGISTER_TABS.email ? MODES.emailPassword : MODES.phonePassword)}>
          {intl.formatMessage(messages.haveAccount)}
        </Button>
      </div>
    </div>
  );
}
