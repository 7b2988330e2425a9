import { css } from '@emotion/react';
import Cookies from 'js-cookie';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { bus } from '@mall/event-bus';
import { getTwitterRequestToken, type LoginMethodResponse } from '@mall/api-client';
import { theme } from '@mall/ui-theme';
import { messages } from './messages';
import { goToUrl } from './page-navigation';
import { SocialIcon, type SocialProvider } from './social-icon';

/** Cookie the Twitter callback page reads the request token from. */
export const TWITTER_TOKEN_COOKIE = 'twitterToken';

const styles = {
  root: css({ marginTop: theme.space.lg, textAlign: 'center' }),
  heading: css({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.md, fontWeight: 400, color: theme.colors.muted }),
  list: css({ display: 'flex', justifyContent: 'center', gap: theme.space.lg, margin: 0, padding: 0, listStyle: 'none' }),
  button: css({
    display: 'inline-flex',
    padding: 0,
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
};

const NAMES: Record<SocialProvider, MessageDescriptor> = {
  twitter: messages.twitter,
  facebook: messages.facebook,
  google: messages.google,
};

const PROVIDER_LABELS: Record<SocialProvider, string> = { twitter: 'Twitter', facebook: 'Facebook', google: 'Google' };

/** Starts Twitter's OAuth: the request token goes into a cookie, then the browser goes to Twitter. */
async function startTwitterLogin(): Promise<void> {
  const requestToken = await getTwitterRequestToken();
  Cookies.set(TWITTER_TOKEN_COOKIE, JSON.stringify(requestToken), { path: '/' });
  goToUrl(requestToken.authorizationURL);
}

/** The social sign-in icons the server has switched on (none when the switches are unknown). */
export function SocialLogin({ methods }: { methods: LoginMethodResponse | null }) {
  const intl = useIntl();
  const providers = (['twitter', 'facebook', 'google'] as const).filter(
    (provider) =>
      methods !== null &&
      ((provider === 'twitter' && methods.twitterOpen) ||
        (provider === 'facebook' && methods.facebookOpen) ||
        (provider === 'google' && methods.googleOpen)),
  );
  if (providers.length === 0) return null;

  const onSelect = (provider: SocialProvider) => {
    if (provider === 'twitter') {
      startTwitterLogin().catch(() => {
        // The API client has shown why the request token could not be had.
      });
      return;
    }
    // The API has no working Facebook or Google hand-over for the PC site (facts 2.3 and 6): say so.
    bus.publish('ui/toast', {
      kind: 'info',
      message: intl.formatMessage(messages.socialUnavailable, { provider: PROVIDER_LABELS[provider] }),
    });
  };

  return (
    <section css={styles.root} aria-label={intl.formatMessage(messages.signInWith)}>
      <h4 css={styles.heading}>{intl.formatMessage(messages.signInWith)}</h4>
      <ul css={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              css={styles.button}
              aria-label={intl.formatMessage(NAMES[provider])}
              title={intl.formatMessage(NAMES[provider])}
              onClick={() => onSelect(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
