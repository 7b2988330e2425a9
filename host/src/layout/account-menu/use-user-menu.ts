import { useEffect, useState } from 'react';
import type { UserMenuItem } from '@mall/contract';
import { getUserMenu } from './api/user-menu';
import { visibleServerEntries } from './user-menu-entries';

/** The server's user-centre entries that have a PC page; empty while signed out or loading. */
export function useUserMenu(loggedIn: boolean): UserMenuItem[] {
  const [items, setItems] = useState<UserMenuItem[]>([]);

  useEffect(() => {
    if (!loggedIn) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    getUserMenu({ silent: true, signal: controller.signal })
      .then((menu) => setItems(visibleServerEntries(menu.routine_my_menus)))
      .catch(() => setItems([]));
    return () => controller.abort();
  }, [loggedIn]);

  return items;
}
