import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useNickname } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { accountName } from '../account-menu/account-name';
import { loadUserDropdown } from '../account-menu/load-user-dropdown';
import { CartLink } from './cart-link';
import { HeaderLogo } from './header-logo';
import { LanguageMenu } from './language-menu';
import { pageColumn } from '../common/page-column';
import { QrCodePopover } from './qr-code-popover';
import { SearchBox } from './search-box';
import { SignInButton } from './sign-in-button';
import { useScrolledPast } from '../common/use-scrolled-past';

// Only a signed-in shopper has the account dropdown: its own chunk, started as soon as the session is known (the
// token cookie), alongside the user's details it waits for anyway (it shows nothing until they are here) — or as
// soon as the login dialog opens, so that it is here when the sign-in ends.
const UserDropdown = lazy(() => loadUserDropdown().then((m) => ({ default: m.UserDropdown })));

const pendingName = css({
  display: 'inline-block',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${theme.space.sm}`,
  lineHeight: '36px',
});

/**
 * The shopper's name where the account menu will be, while its chunk arrives: right after a sign-in the header never
 * shows neither "Sign in" nor the name (issue 32, defect 7).
 */
function AccountNamePending() {
  const { user } = useSession();
  const nickname = useNickname();
  return user ? <span css={pendingName}>{accountName(user, nickname)}</span> : null;
}

const HEADER_HEIGHT_PX = 96;

const header = css({
  height: HEADER_HEIGHT_PX,
  background: theme.colors.surface,
  boxSizing: 'border-box',
  [theme.layout.narrow]: { height: 'auto', paddingBottom: theme.space.sm },
});

/** The place the fixed header leaves in the page; a phone's header never becomes fixed (its height is its own). */
const spacer = css({ height: HEADER_HEIGHT_PX, [theme.layout.narrow]: { display: 'none' } });

const fixedHeader = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: theme.zIndex.header,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)',
  [theme.layout.narrow]: { position: 'static', boxShadow: 'none' },
});

const row = css([
  pageColumn,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space.lg,
    height: '100%',
    paddingTop: 20,
    [theme.layout.narrow]: { flexWrap: 'wrap', rowGap: theme.space.sm, paddingTop: theme.space.sm },
  },
]);

const actions = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  marginLeft: 'auto',
  [theme.layout.narrow]: { flexWrap: 'wrap', justifyContent: 'flex-end' },
});

/**
 * Logo, search, language, cart, QR code and the account. Past 120 px of scrolling it is fixed to the top
 * with a shadow; a spacer of the same height keeps the page from jumping.
 */
export function SiteHeader() {
  const { loggedIn } = useSession();
  const fixed = useScrolledPast(theme.layout.headerFixThreshold);

  return (
    <>
      {fixed && <div aria-hidden="true" css={spacer} />}
      <header css={[header, fixed && fixedHeader]} data-fixed={fixed || undefined}>
        <div css={row}>
          <HeaderLogo />
          <SearchBox />
          <div css={actions}>
            <LanguageMenu />
            <CartLink />
            <QrCodePopover />
            {loggedIn ? (
              <Suspense fallback={<AccountNamePending />}>
                <UserDropdown />
              </Suspense>
            ) : (
              <SignInButton />
            )}
          </div>
        </div>
      </header>
    </>
  );
}
