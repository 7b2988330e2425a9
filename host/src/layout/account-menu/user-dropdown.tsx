import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { UserMenuItem } from '@mall/contract';
import { phoneWithDialCode, useNickname } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { headerButton, headerDropdown } from '../common/header-styles';
import { Icon } from '../common/icon';
import { LogoutDialog } from './logout-dialog';
import { useHoverDisclosure } from '../common/use-hover-disclosure';
import { useLocalizedPath } from '../common/use-localized-path';
import { useUserMenu } from './use-user-menu';
import { FIXED_MENU_ENTRIES, menuEntryHref, serverEntryLabel } from './user-menu-entries';
import { UserAvatar } from './user-avatar';
import { accountName } from './account-name';

const messages = defineMessages({
  account: defineMessage<{ name: string }>({
    id: 'host.UserDropdown.account',
    defaultMessage: 'Account menu of {name}',
    description: 'Accessible name of the avatar button',
  }),
  menu: { id: 'host.UserDropdown.menu', defaultMessage: 'My account', description: 'Accessible name of the account link list' },
  phone: defineMessage<{ phone: string }>({
    id: 'host.UserDropdown.phone',
    defaultMessage: 'Phone: {phone}',
    description: 'Phone number in the account dropdown',
  }),
  email: defineMessage<{ email: string }>({
    id: 'host.UserDropdown.email',
    defaultMessage: 'Email: {email}',
    description: 'Email address in the account dropdown',
  }),
  logout: { id: 'host.UserDropdown.logout', defaultMessage: 'Log out', description: 'Log-out button in the account dropdown' },
});

const wrapper = css({ position: 'relative' });

const trigger = css([headerButton, { gap: theme.space.sm, maxWidth: 200 }]);

const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const panel = css([headerDropdown, { width: 240, padding: theme.space.md, fontSize: theme.font.size.md }]);

const profile = css({
  display: 'flex',
  gap: theme.space.sm,
  alignItems: 'center',
  paddingBottom: theme.space.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
});

const detail = css([ellipsis, { margin: 0, fontSize: theme.font.size.sm, color: theme.colors.muted }]);

const links = css({
  margin: `${theme.space.sm} 0`,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'block',
    padding: `${theme.space.xs} 0`,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.brandStrong },
  },
});

const logoutButton = css({
  width: '100%',
  padding: `${theme.space.sm} 0`,
  border: 0,
  borderTop: `1px solid ${theme.colors.border}`,
  background: 'none',
  color: theme.colors.brandStrong,
  fontSize: theme.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
});

/** Avatar and nickname with a dropdown: contact details, account links and log out (after a confirmation). */
export function UserDropdown() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const { user, loggedIn, logout } = useSession();
  const serverEntries = useUserMenu(loggedIn);
  const labelOf = (entry: UserMenuItem) => {
    const label = serverEntryLabel(entry);
    return typeof label === 'string' ? label : intl.formatMessage(label);
  };
  const { open, setOpen, onTriggerClick, containerProps, triggerRef } = useHoverDisclosure<HTMLButtonElement>();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panelId = useId();
  const nickname = useNickname();

  if (!user) return null;
  const name = accountName(user, nickname);

  const confirmLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <div css={wrapper} {...containerProps}>
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={intl.formatMessage(messages.account, { name })}
          onClick={onTriggerClick}
          css={trigger}
        >
          <UserAvatar src={user.avatar} size={28} />
          <span css={ellipsis}>{name}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        {open && (
          <div id={panelId} css={panel}>
            <div css={profile}>
              <UserAvatar src={user.avatar} size={44} />
              <div css={{ minWidth: 0 }}>
                <p css={[ellipsis, { margin: 0, fontWeight: 600 }]}>{name}</p>
                {user.phone?.trim() && (
                  <p css={detail}>{intl.formatMessage(messages.phone, { phone: phoneWithDialCode(user.phone, user.countryCode) })}</p>
                )}
                {user.email?.trim() && <p css={detail}>{intl.formatMessage(messages.email, { email: user.email })}</p>}
              </div>
            </div>
            <nav aria-label={intl.formatMessage(messages.menu)}>
              <ul css={links}>
                {FIXED_MENU_ENTRIES.map((entry) => (
                  <li key={entry.id}>
                    <Link to={localize(menuEntryHref(entry.path, entry.id))} onClick={() => setOpen(false)}>
                      {intl.formatMessage(entry.label)}
                    </Link>
                  </li>
                ))}
                {serverEntries.map((entry) => (
                  <li key={entry.id}>
                    <Link to={localize(menuEntryHref(entry.pc_url, entry.id))} onClick={() => setOpen(false)}>
                      {labelOf(entry)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <button
              type="button"
              css={logoutButton}
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              {intl.formatMessage(messages.logout)}
            </button>
          </div>
        )}
      </div>
      <LogoutDialog open={confirming} busy={leaving} onCancel={() => setConfirming(false)} onConfirm={() => void confirmLogout()} />
    </>
  );
}
