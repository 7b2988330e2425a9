import type { UserMenuItem } from '@mall/api-client';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';

export interface FixedMenuEntry {
  id: number;
  path: string;
  label: MessageDescriptor;
}

const labels = defineMessages({
  orders: { id: 'host.UserMenu.orders', defaultMessage: 'My orders', description: 'User menu entry: order list' },
  refunds: { id: 'host.UserMenu.refunds', defaultMessage: 'Refund list', description: 'User menu entry: refund list' },
  reviews: { id: 'host.UserMenu.reviews', defaultMessage: 'Reviews', description: 'User menu entry: review list' },
});

/** The three entries every user menu starts with (facts 2.0): their ids are the `menuCur` values. */
export const FIXED_MENU_ENTRIES: readonly FixedMenuEntry[] = [
  { id: 111, path: '/users/order_list', label: labels.orders },
  { id: 222, path: '/users/refund_list', label: labels.refunds },
  { id: 333, path: '/users/evaluation_list', label: labels.reviews },
];

/** Server entries are listed only when their pc_url is non-blank (a single space hides one). */
export function visibleServerEntries(menus: readonly UserMenuItem[] | null | undefined): UserMenuItem[] {
  return (menus ?? []).filter((item) => typeof item.pc_url === 'string' && item.pc_url.trim() !== '');
}

/** `<path>?menuCur=<id>`, keeping any query the path already has. */
export function menuEntryHref(path: string, id: number): string {
  const trimmed = path.trim();
  return `${trimmed}${trimmed.includes('?') ? '&' : '?'}menuCur=${id}`;
}
