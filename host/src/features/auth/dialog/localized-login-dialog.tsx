import { MallIntlProvider } from '@mall/i18n';
import { authMessages } from '../catalogue';
import { LoginDialog } from './login-dialog';

/** The login dialog inside its own messages (the shell mounts it on the first sign-in request). */
export function LocalizedLoginDialog(props: Parameters<typeof LoginDialog>[0]) {
  return (
    <MallIntlProvider messages={authMessages}>
      <LoginDialog {...props} />
    </MallIntlProvider>
  );
}
