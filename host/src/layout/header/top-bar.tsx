import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { isMac } from './is-mac';
import { pageColumn } from '../common/page-column';
import { HOME_PATH, merchantApplyPath, orderListPath } from '@mall/routes';
import { useLocalizedPath } from '../common/use-localized-path';
import { useMobileMallUrl } from '../../site-data/use-mobile-mall-url';

const messages = defineMessages({
  label: { id: 'host.TopBar.label', defaultMessage: 'Site shortcuts', description: 'Accessible name of the top bar' },
  welcome: { id: 'host.TopBar.welcome', defaultMessage: 'Welcome to the mall', description: 'Greeting at the left of the top bar' },
  home: { id: 'host.TopBar.home', defaultMessage: 'Home', description: 'Top bar link to the home page' },
  orders: { id: 'host.TopBar.orders', defaultMessage: 'My orders', description: 'Top bar link to the order list' },
  merchant: { id: 'host.TopBar.merchant', defaultMessage: 'Apply as merchant', description: 'Top bar link to the merchant application' },
  mobile: { id: 'host.TopBar.mobile', defaultMessage: 'Mobile mall', description: 'Top bar link to the mobile site' },
  newTab: {
    id: 'host.TopBar.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader note on links that open a new tab',
  },
  bookmark: { id: 'host.TopBar.bookmark', defaultMessage: 'Bookmark this site', description: 'Top bar action: add the site to bookmarks' },
  bookmarkHint: {
    id: 'host.TopBar.bookmarkHint',
    defaultMessage: 'Press Ctrl+D to bookmark this site',
    description: 'Shown after the bookmark action: browsers no longer let pages add bookmarks',
  },
  bookmarkHintMac: {
    id: 'host.TopBar.bookmarkHintMac',
    defaultMessage: 'Press Cmd+D to bookmark this site',
    description: 'Bookmark hint on a Mac keyboard',
  },
});

const bar = css({
  background: theme.colors.background,
  borderBottom: `1px solid ${theme.colors.border}`,
  fontSize: theme.font.size.sm,
  color: theme.colors.muted,
});

const row = css([
  pageColumn,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 32, gap: theme.space.md },
]);

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li + li::before': { content: '"|"', margin: `0 ${theme.space.sm}`, color: theme.colors.border },
});

// Each shortcut is at least 24 px tall (WCAG 2.5.8, Lighthouse's target-size): on a narrow screen the list wraps,
// and 17 px lines of links put the rows' targets within 24 px of each other (mobile accessibility 96-97).
const action = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: theme.colors.text,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong },
});

/** The thin bar above the header: shortcuts, the mobile mall (when the operator has one) and the bookmark hint. */
export function TopBar() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  // Undefined until the home data says whether there is a mobile mall (a first visit): its link's place is kept,
  // unseen, meanwhile, so the links beside it do not move when it comes (docs/serving.md, "The phone's header").
  const mobileUrl = useMobileMallUrl();

  const showBookmarkHint = () => {
    // Browsers removed the script bookmark APIs, so the shopper is told the keyboard shortcut instead.
    const hint = isMac() ? messages.bookmarkHintMac : messages.bookmarkHint;
    bus.publish('ui/toast', { kind: 'info', messageId: hint.id, message: intl.formatMessage(hint) });
  };

  return (
    <nav aria-label={intl.formatMessage(messages.label)} css={bar}>
      <div css={row}>
        <span>{intl.formatMessage(messages.welcome)}</span>
        <ul css={list}>
          <li>
            <Link to={localize(HOME_PATH)} css={action}>
              {intl.formatMessage(messages.home)}
            </Link>
          </li>
          <li>
            <Link to={localize(orderListPath(1))} css={action}>
              {intl.formatMessage(messages.orders)}
            </Link>
          </li>
          <li>
            <Link to={localize(merchantApplyPath())} css={action}>
              {intl.formatMessage(messages.merchant)}
            </Link>
          </li>
          {mobileUrl === undefined && (
            <li aria-hidden="true" css={{ visibility: 'hidden' }}>
              <span css={action}>{intl.formatMessage(messages.mobile)}</span>
            </li>
          )}
          {mobileUrl && (
            <li>
              <a href={mobileUrl} target="_blank" rel="noopener noreferrer" css={action}>
                {intl.formatMessage(messages.mobile)}
                <span css={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
              </a>
            </li>
          )}
          <li>
            <button type="button" onClick={showBookmarkHint} css={action}>
              {intl.formatMessage(messages.bookmark)}
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
