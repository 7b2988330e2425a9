import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { clearSession, setSession, takeRememberedPath } from '@mall/api-client';
import { getUserInfo } from '@mall/api-client/calls';
import type { SignedIn } from './login-modes';

/**
 * Completes a sign-in: stores the token (which announces auth/tokenChanged), loads the user and announces
 * auth/userChanged so the header updates, toasts, closes the dialog, then returns to the remembered page.
 * When the user cannot be loaded the half-made session is dropped and the error propagates (the API
 * client has already shown why), so the form keeps what was typed.
 */
export function useFinishLogin(close: () => void): (signedIn: SignedIn) => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  return useCallback(
    async ({ token, strategy, success }: SignedIn) => {
      setSession(token, strategy);
      let user;
      try {
        user = await getUserInfo();
      } catch (error) {
        clearSession();
        throw error;
      }
      bus.publish('auth/userChanged', { user });
      bus.publish('ui/toast', { kind: 'success', message: intl.formatMessage(success) });
      close();
      const path = takeRememberedPath();
      if (path) navigate(path);
    },
    [close, intl, navigate],
  );
}
