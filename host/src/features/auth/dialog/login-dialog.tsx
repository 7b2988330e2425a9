import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@mall/event-bus';
import { AUTH_STRATEGIES, setSession } from '@mall/api-client';
import { theme } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';
import { DEFAULT_COUNTRY } from '../fields/country-options';
import { LoginPanel } from './login-panel';
import { MODES, type LoginDraft, type LoginMode } from '../login-modes';
import { messages } from '../messages';
import { EmailPasswordMode } from '../modes/email-password-mode';
import { ForgotEmailMode } from '../modes/forgot-email-mode';
import { ForgotResetMode } from '../modes/forgot-reset-mode';
import { PhoneCodeMode, PhonePasswordMode } from '../modes/phone-modes';
import { RegisterMode } from '../modes/register-mode';
import { TouristMode } from '../modes/tourist-mode';
import { QrLogin } from '../qr/qr-login';
import { reloadPage } from './page-navigation';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useLoginConfig } from '../hooks/use-login-config';

const EMPTY_DRAFT: LoginDraft = { email: '', phone: '', country: DEFAULT_COUNTRY, agreement: false };

const styles = {
  layout: css({ display: 'grid', gridTemplateColumns: '300px 1fr', gap: theme.space.lg, alignItems: 'start' }),
  // The form comes first in reading and focus order; the picture column is shown on the left.
  aside: css({ order: -1, display: 'flex', flexDirection: 'column', gap: theme.space.md }),
  picture: css({
    width: 300,
    height: 420,
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: `linear-gradient(160deg, ${theme.colors.brand}, ${theme.colors.brandStrong})`,
  }),
  main: css({ minWidth: 0, paddingTop: theme.space.md }),
};

interface DialogState {
  open: boolean;
  /** Opened for a purchase: the guest link may show. */
  tourist: boolean;
}

/**
 * The login dialog: opens on `auth/loginRequested`, shows one of the seven modes of
 * section 4, and closes on success, the close button or Escape.
 */
export function LoginDialog({ initialRequest }: { initialRequest?: { tourist?: boolean } } = {}) {
  const intl = useIntl();
  // Mounted on demand (shell-layout): the request that made the shell load it opens it at once.
  const [dialog, setDialog] = useState<DialogState>({ open: initialRequest !== undefined, tourist: initialRequest?.tourist === true });
  const [mode, setMode] = useState<LoginMode>(MODES.emailPassword);
  const [resetEmail, setResetEmail] = useState('');
  const draft = useRef<LoginDraft>(EMPTY_DRAFT);
  const mainRef = useRef<HTMLDivElement>(null);
  const { picture, methods } = useLoginConfig(dialog.open);

  useEffect(
    () =>
      bus.subscribe('auth/loginRequested', ({ tourist }) => {
        setDialog({ open: true, tourist: tourist === true });
        setMode(MODES.emailPassword);
      }),
    [],
  );

  // A mode switch removes the control that had focus: move it to the new mode's heading so keyboard and
  // screen-reader users stay inside the dialog (and Escape still closes it).
  useEffect(() => {
    const main = mainRef.current;
    if (!main || main.contains(document.activeElement)) return;
    main.querySelector<HTMLElement>('h3')?.focus();
  }, [mode]);

  const close = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);
  // Closed by the shopper without signing in: a page waiting to resume what asked for the sign-in drops it.
  const dismiss = useCallback(() => {
    close();
    bus.publish('auth/loginDismissed', {});
  }, [close]);
  const finishLogin = useFinishLogin(close);
  const onSignedIn: typeof finishLogin = useCallback(
    async (signedIn) => {
      await finishLogin(signedIn);
      draft.current = EMPTY_DRAFT;
    },
    [finishLogin],
  );
  const onDraft = useCallback((values: Partial<LoginDraft>) => {
    draft.current = { ...draft.current, ...values };
  }, []);

  const onRegisteredByEmail = useCallback(
    async (token: string) => {
      setSession(token, AUTH_STRATEGIES.registerEmail);
      bus.publish('ui/toast', { kind: 'success', message: intl.formatMessage(messages.registerSU) });
      draft.current = EMPTY_DRAFT;
      close();
      reloadPage();
    },
    [close, intl],
  );
  const onRegisteredByPhone = useCallback(
    (token: string) => onSignedIn({ token, strategy: AUTH_STRATEGIES.registerPhone, success: messages.registerSU }),
    [onSignedIn],
  );

  if (!dialog.open) return null;

  const touristOffered = dialog.tourist && methods?.visitorOpen === true;
  const common = { draft: draft.current, onDraft, go: setMode };

  let content;
  switch (mode) {
    case MODES.phonePassword:
    case MODES.emailPassword:
    case MODES.phoneCode:
      content = (
        <LoginPanel mode={mode} go={setMode} methods={methods} touristOffered={touristOffered} onSignedIn={onSignedIn}>
          {mode === MODES.phonePassword && <PhonePasswordMode {...common} onSignedIn={onSignedIn} />}
          {mode === MODES.emailPassword && <EmailPasswordMode {...common} onSignedIn={onSignedIn} />}
          {mode === MODES.phoneCode && <PhoneCodeMode {...common} onSignedIn={onSignedIn} />}
        </LoginPanel>
      );
      break;
    case MODES.forgotEmail:
      content = (
        <ForgotEmailMode
          {...common}
          onCodeSent={(email) => {
            setResetEmail(email);
            setMode(MODES.forgotReset);
          }}
        />
      );
      break;
    case MODES.forgotReset:
      content = <ForgotResetMode {...common} email={resetEmail} />;
      break;
    case MODES.register:
      content = <RegisterMode {...common} onRegisteredByEmail={onRegisteredByEmail} onRegisteredByPhone={onRegisteredByPhone} />;
      break;
    case MODES.tourist:
      content = <TouristMode {...common} onSignedIn={onSignedIn} />;
      break;
    default:
      content = null;
  }

  return (
    <Modal open onClose={dismiss} title={intl.formatMessage(messages.dialogTitle)} hideTitle width={880} closeOnBackdrop={false}>
      <div css={styles.layout}>
        <div css={styles.main} ref={mainRef}>
          {content}
        </div>
        <div css={styles.aside}>
          {picture ? <img css={styles.picture} src={picture} alt="" /> : <div css={styles.picture} aria-hidden="true" />}
          <QrLogin onSignedIn={onSignedIn} />
        </div>
      </div>
    </Modal>
  );
}
