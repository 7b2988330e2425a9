import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LoginMethodResponse } from '@mall/contract';
import { Button } from '@mall/ui-theme';
import { TabPanel, Tabs } from '@mall/ui-theme/tabs';
import { MODES, type LoginMode, type SignedIn } from '../login-modes';
import { loginStyles } from './login-styles';
import { messages } from '../messages';
import { SocialLogin } from '../social/social-login';

export interface LoginPanelProps {
  mode: LoginMode;
  go: (mode: LoginMode) => void;
  methods: LoginMethodResponse | null;
  /** The guest link is offered: the server allows visitors and the dialog was opened for a purchase. */
  touristOffered: boolean;
  /** Completes a social sign-in like every other mode's. */
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
  children: ReactNode;
}

/**
 * The frame of the sign-in modes 1–3: Email/Phone tabs (Email is mode 2, Phone is mode 1 or 3), the mode's
 * form, then create-account, the guest link and the social icons.
 */
export function LoginPanel({ mode, go, methods, touristOffered, onSignedIn, children }: LoginPanelProps) {
  const intl = useIntl();
  const tabsId = useId();
  const tab = mode === MODES.emailPassword ? 'email' : 'phone';
  return (
    <div>
      <Tabs
        id={tabsId}
        label={intl.formatMessage(messages.loginTabs)}
        value={tab}
        onChange={(next) => {
          if (next !== tab) go(next === 'email' ? MODES.emailPassword : MODES.phonePassword);
        }}
        items={[
          { value: 'email', label: intl.formatMessage(messages.tabEmail) },
          { value: 'phone', label: intl.formatMessage(messages.tabPhone) },
        ]}
      />
      <TabPanel tabsId={tabsId} value={tab}>
        {children}
      </TabPanel>
      <div css={loginStyles.actions}>
        <Button variant="secondary" block onClick={() => go(MODES.register)}>
          {intl.formatMessage(messages.create)}
        </Button>
        {touristOffered && (
          <div css={loginStyles.centered}>
            <Button variant="link" onClick={() => go(MODES.tourist)}>
              {intl.formatMessage(messages.tourists)}
            </Button>
          </div>
        )}
      </div>
      <SocialLogin methods={methods} onSignedIn={onSignedIn} />
    </div>
  );
}
