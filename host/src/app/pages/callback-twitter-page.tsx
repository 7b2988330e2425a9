import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { pendingTwitterSignIn, readTwitterToken, startTwitterSignIn } from './twitter-sign-in';

type CallbackState = 'signingIn' | 'missingToken' | 'notConfirmed' | 'failed';

const MESSAGES = {
  signingIn: (
    <FormattedMessage id="host.CallbackTwitterPage.signingIn" defaultMessage="Signing you in…" description="Twitter sign-in in progress" />
  ),
  missingToken: (
    <FormattedMessage
      id="host.CallbackTwitterPage.missingToken"
      defaultMessage="Twitter sign-in could not be completed because its session has expired. Please start again."
      description="Cookie twitterToken is missing on the Twitter callback"
    />
  ),
  notConfirmed: (
    <FormattedMessage
      id="host.CallbackTwitterPage.notConfirmed"
      defaultMessage="Twitter did not confirm the sign-in."
      description="No oauth_verifier on the Twitter callback"
    />
  ),
  failed: (
    <FormattedMessage
      id="host.CallbackTwitterPage.failed"
      defaultMessage="Twitter sign-in failed."
      description="The Twitter login call failed"
    />
  ),
} satisfies Record<CallbackState, unknown>;

/**
 * /middlewares/callback_twitter: Twitter sends the shopper back here with oauth_verifier; together with the
 * request token saved in cookie twitterToken it signs in (strategy local6), then goes home.
 */
export function CallbackTwitterPage() {
  const heading = useIntl().formatMessage({
    id: 'host.CallbackTwitterPage.title',
    defaultMessage: 'Sign in with Twitter',
    description: 'Heading of the Twitter callback page',
  });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const home = localizePath('/', useLocale());
  const verifier = params.get('oauth_verifier');
  const [state, setState] = useState<CallbackState>(() => {
    if (verifier && pendingTwitterSignIn(verifier)) return 'signingIn';
    if (!readTwitterToken()) return 'missingToken';
    return verifier ? 'signingIn' : 'notConfirmed';
  });

  useEffect(() => {
    if (!verifier) return undefined;
    const signIn = pendingTwitterSignIn(verifier) ?? startTwitterSignIn(verifier);
    if (!signIn) return undefined;
    let mounted = true;
    signIn.then(
      () => {
        if (mounted) navigate(home, { replace: true });
      },
      () => {
        if (mounted) setState('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, [verifier, navigate, home]);

  return (
    <section css={(theme) => ({ padding: theme.space.xl, textAlign: 'center' })}>
      <h1>{heading}</h1>
      <p role={state === 'signingIn' ? 'status' : 'alert'}>{MESSAGES[state]}</p>
      {state !== 'signingIn' && (
        <Link to={home}>
          <FormattedMessage id="common.backHome" defaultMessage="Back to home" description="Link home" />
        </Link>
      )}
    </section>
  );
}
