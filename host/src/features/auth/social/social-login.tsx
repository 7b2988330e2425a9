import { css } from '@emotion/react';
import Cookies from 'js-cookie';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { bus } from '@mall/event-bus';
import { AUTH_STRATEGIES } from '@mall/api-client';
import type { LoginMethodResponse } from '@mall/contract';
import { TWITTER_TOKEN_COOKIE, getTwitterRequestToken } from '../api/login-config';
import { loginWithFacebook, loginWithGoogle } from '../api/login';
import { useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import type { SignedIn } from '../login-modes';
import { messages } from '../messages';
import { goToUrl } from '../dialog/page-navigation';
import { SocialIcon, type SocialProvider } from './social-icon';
import { loadScript, socialScriptUrl, type ScriptProvider } from './social-scripts';

/** The Graph API version the Facebook SDK is initialised with. */
const FACEBOOK_API_VERSION = 'v19.0';

const styles = {
  root: css({ marginTop: theme.space.lg, textAlign: 'center' }),
  heading: css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.md, fontWeight: 400, color: theme.colors.muted }),
  list: css({
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: theme.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  button: css({
    display: 'inline-flex',
    padding: 0,
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  gis: css({ display: 'inline-flex', minWidth: 40, minHeight: 40 }),
};

const NAMES: Record<SocialProvider, MessageDescriptor> = {
  twitter: messages.twitter,
  facebook: messages.facebook,
  google: messages.google,
};

const PROVIDER_LABELS: Record<SocialProvider, string> = { twitter: 'Twitter', facebook: 'Facebook', google: 'Google' };

// ---- the providers' browser APIs, as far as we use them --------------------------------------------------------

interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
    context?: 'signin';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
interface FacebookSdk {
  init(config: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
    FB?: FacebookSdk;
  }
}

/** GIS names Chinese zh_CN and Lao lo. */
const gisLocale = (locale: string) => (locale === 'zh-CN' ? 'zh_CN' : locale === 'lao' ? 'lo' : locale);

type ScriptState = 'loading' | 'ready' | 'failed';

/** Loads a provider's script when the component mounts (the dialog opened with the provider on), then `setup`s it. */
function useProviderScript(provider: ScriptProvider, setup: () => boolean): ScriptState {
  const [state, setState] = useState<ScriptState>('loading');
  const setupRef = useRef(setup);
  setupRef.current = setup;
  useEffect(() => {
    let live = true;
    loadScript(socialScriptUrl(provider)).then(
      () => live && setState(setupRef.current() ? 'ready' : 'failed'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [provider]);
  return state;
}

function toast(kind: 'info' | 'error', message: string) {
  bus.publish('ui/toast', { kind, message });
}

/** Starts Twitter's OAuth: the request token goes into a cookie, then the browser goes to Twitter. */
async function startTwitterLogin(): Promise<void> {
  const requestToken = await getTwitterRequestToken();
  Cookies.set(TWITTER_TOKEN_COOKIE, JSON.stringify(requestToken), { path: '/' });
  goToUrl(requestToken.authorizationURL);
}

interface ProviderProps {
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

function IconButton({ provider, onClick }: { provider: SocialProvider; onClick: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      css={styles.button}
      aria-label={intl.formatMessage(NAMES[provider])}
      title={intl.formatMessage(NAMES[provider])}
      onClick={onClick}
    >
      <SocialIcon provider={provider} />
    </button>
  );
}

/** Signs in with what the provider handed over; the API client shows the server's refusal when it refuses. */
function finish(onSignedIn: ProviderProps['onSignedIn'], login: Promise<{ token: string }>, strategy: SignedIn['strategy']) {
  login.then((signedIn) => onSignedIn({ token: signedIn.token, strategy, success: messages.loginSuccess })).catch(() => undefined);
}

/**
 * Google Identity Services draws its own button (an iframe) once its script ran; until then, or when it could not
 * load, our icon stands in its place and says why it does nothing.
 */
function GoogleSignIn({ clientId, onSignedIn }: ProviderProps & { clientId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;
  const state = useProviderScript('google', () => {
    const gis = window.google?.accounts?.id;
    if (!gis || !container.current) return false;
    gis.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      context: 'signin',
      callback: ({ credential }) => {
        if (credential) finish(onSignedInRef.current, loginWithGoogle(credential), AUTH_STRATEGIES.google);
      },
    });
    gis.renderButton(container.current, { type: 'icon', shape: 'circle', theme: 'outline', size: 'large', locale: gisLocale(locale) });
    return true;
  });
  return (
    <>
      <div ref={container} css={styles.gis} hidden={state !== 'ready'} data-testid="google-sign-in" />
      {state !== 'ready' && (
        <IconButton
          provider="google"
          onClick={() => {
            if (state === 'failed') toast('error', intl.formatMessage(messages.socialLoadFailed, { provider: PROVIDER_LABELS.google }));
          }}
        />
      )}
    </>
  );
}

/** Facebook's SDK opens its login window from our icon (FB.login must run inside the click). */
function FacebookSignIn({ appId, onSignedIn }: ProviderProps & { appId: string }) {
  const intl = useIntl();
  const state = useProviderScript('facebook', () => {
    if (!window.FB) return false;
    window.FB.init({ appId, version: FACEBOOK_API_VERSION, xfbml: false, cookie: false });
    return true;
  });
  return (
    <IconButton
      provider="facebook"
      onClick={() => {
        if (state !== 'ready' || !window.FB) {
          if (state === 'failed') toast('error', intl.formatMessage(messages.socialLoadFailed, { provider: PROVIDER_LABELS.facebook }));
          return;
        }
        window.FB.login(
          (response) => {
            const accessToken = response.authResponse?.accessToken;
            if (accessToken) finish(onSignedIn, loginWithFacebook(accessToken), AUTH_STRATEGIES.facebook);
            else toast('info', intl.formatMessage(messages.facebookNotLoggedIn));
          },
          { scope: 'public_profile,email' },
        );
      }}
    />
  );
}

/** The social sign-in buttons the server has switched on (none when the switches are unknown). */
export function SocialLogin({ methods, onSignedIn }: { methods: LoginMethodResponse | null } & ProviderProps) {
  const intl = useIntl();
  const twitter = methods?.twitterOpen === true;
  const facebook = methods?.facebookOpen === true && Boolean(methods.facebookAppId);
  const google = methods?.googleOpen === true && Boolean(methods.googleClientId);
  if (!twitter && !facebook && !google) return null;

  return (
    <section css={styles.root} aria-label={intl.formatMessage(messages.signInWith)}>
      <h4 css={styles.heading}>{intl.formatMessage(messages.signInWith)}</h4>
      <ul css={styles.list}>
        {twitter && (
          <li>
            <IconButton
              provider="twitter"
              onClick={() => {
                startTwitterLogin().catch(() => {
                  // The API client has shown why the request token could not be had.
                });
              }}
            />
          </li>
        )}
        {facebook && (
          <li>
            <FacebookSignIn appId={methods!.facebookAppId} onSignedIn={onSignedIn} />
          </li>
        )}
        {google && (
          <li>
            <GoogleSignIn clientId={methods!.googleClientId} onSignedIn={onSignedIn} />
          </li>
        )}
      </ul>
    </section>
  );
}
