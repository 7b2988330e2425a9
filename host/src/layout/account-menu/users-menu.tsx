import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { stripLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { useLocalizedPath } from '../common/use-localized-path';
import { useUserMenu } from './use-user-menu';
import { FIXED_MENU_ENTRIES, menuEntryHref, serverEntryLabel } from './user-menu-entries';

const messages = defineMessages({
  label: { id: 'host.UsersMenu.label', defaultMessage: 'My account', description: 'Accessible name of the user-centre menu' },
});

interface Entry {
  id: number;
  path: string;
  name: string;
}

const nav = css({
  flex: '0 0 180px',
  alignSelf: 'flex-start',
  padding: `${theme.space.md} 0`,
  background: theme.colors.surface,
  borderRadius: theme.radius.sm,
});

const list = css({ margin: 0, padding: 0, listStyle: 'none' });

const link = css({
  display: 'block',
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderLeft: '3px solid transparent',
  color: theme.colors.text,
  fontSize: theme.font.size.md,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.brandStrong },
  '&[aria-current="page"]': {
    borderLeftColor: theme.colors.brand,
    color: theme.colors.brandStrong,
    fontWeight: 700,
  },
});

const divider = css({ margin: `${theme.space.sm} ${theme.space.lg}`, border: 0, borderTop: `1px solid ${theme.colors.border}` });

const pathOnly = (path: string) => path.trim().split(/[?#]/)[0];

/**
 * The /users left menu: my orders (111), refund list (222), reviews (333), a divider, then the server's
 * entries that have a PC page. The active entry is the one named by `?menuCur`, else the one whose path
 * is open.
 */
export function UsersMenu() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  const { loggedIn } = useSession();
  const serverItems = useUserMenu(loggedIn);

  const fixed: Entry[] = FIXED_MENU_ENTRIES.map((entry) => ({
    id: entry.id,
    path: entry.path,
    name: intl.formatMessage(entry.label),
  }));
  const server: Entry[] = serverItems.map((item) => {
    const label = serverEntryLabel(item);
    return { id: item.id, path: item.pc_url.trim(), name: typeof label === 'string' ? label : intl.formatMessage(label) };
  });

  const menuCur = Number(new URLSearchParams(search).get('menuCur'));
  const currentPath = stripLocale(pathname).path;
  const all = [...fixed, ...server];
  const active = all.find((entry) => menuCur > 0 && entry.id === menuCur) ?? all.find((entry) => pathOnly(entry.path) === currentPath);

  const renderList = (entries: Entry[]) => (
    <ul css={list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={localize(menuEntryHref(entry.path, entry.id))} aria-current={active?.id === entry.id ? 'page' : undefined} css={link}>
            {entry.name}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={intl.formatMessage(messages.label)} css={nav}>
      {renderList(fixed)}
      {server.length > 0 && (
        <>
          <hr css={divider} />
          {renderList(server)}
        </>
      )}
    </nav>
  );
}
