import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { clearSession, setSession, takeRememberedPath } from '@mall/api-client';
import { getUserInfo } from '@mall/api-client/calls';
import { localizePath, stripLocale, useLocale } from '@mall/i18n';
import { HOME_PATH, LOGIN_PATH } from '@mall/routes';
import type { SignedIn } from '../login-modes';

/**
 * Completes a sign-in: stores the token (which announces auth/tokenChanged), loads the user and announces
 * auth/userChanged so the header updates, toasts, closes the dialog, then returns to the remembered page — or, on
 * the login page (/login), with nothing remembered, goes home (spec §2; the one place that navigates after a sign-in).
 * When the user cannot be loaded the half-made session is dropped and the error propagates (the API
 * client has already shown why), so the form keeps what was typed.
 */
export function useFinishLogin(close: () => void): (signedIn: SignedIn) => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  const current = stripLocale(useLocation().pathname);
  const onLoginPage = current.path === LOGIN_PATH;
  // Home in the language of the address (/fr/login → /fr).
  const active = useLocale();
  const locale = current.locale ?? active;
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
      else if (onLoginPage) navigate(localizePath(HOME_PATH, locale), { replace: true });
    },
    [close, intl, navigate, onLoginPage, locale],
  );
}
