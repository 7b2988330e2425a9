import type { UserMenuItem } from '@mall/contract';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';
import {
  ADDRESS_LIST_PATH,
  APPLICATION_RECORD_PATH,
  COLLECTION_LIST_PATH,
  COUPON_LIST_PATH,
  EVALUATION_LIST_PATH,
  MERCHANT_SETTLED_PATH,
  ORDER_LIST_PATH,
  REFUND_LIST_PATH,
  USER_INFO_PATH,
  USER_INTEGRAL_PATH,
} from '@mall/routes';

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

const pageLabels = defineMessages({
  profile: { id: 'host.UserMenu.profile', defaultMessage: 'My profile', description: 'User menu entry: account settings' },
  addresses: { id: 'host.UserMenu.addresses', defaultMessage: 'Addresses', description: 'User menu entry: address book' },
  favourites: {
    id: 'host.UserMenu.favourites',
    defaultMessage: 'My favourites',
    description: 'User menu entry: favourite products and followed stores',
  },
  coupons: { id: 'host.UserMenu.coupons', defaultMessage: 'Coupons', description: 'User menu entry: my coupons' },
  points: { id: 'host.UserMenu.points', defaultMessage: 'My points', description: 'User menu entry: points' },
  apply: { id: 'host.UserMenu.apply', defaultMessage: 'Become a merchant', description: 'User menu entry: merchant application form' },
  record: { id: 'host.UserMenu.record', defaultMessage: 'Application record', description: 'User menu entry: merchant application record' },
});

/**
 * The server's menu names are data in one language (the seed's are English, an operator's may be anything). For the
 * storefront's own pages the label is ours, in the shopper's language; an entry leading elsewhere keeps the server's
 * name.
 */
const PAGE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [USER_INFO_PATH]: pageLabels.profile,
  [ADDRESS_LIST_PATH]: pageLabels.addresses,
  [COLLECTION_LIST_PATH]: pageLabels.favourites,
  [COUPON_LIST_PATH]: pageLabels.coupons,
  [USER_INTEGRAL_PATH]: pageLabels.points,
  [MERCHANT_SETTLED_PATH]: pageLabels.apply,
  [APPLICATION_RECORD_PATH]: pageLabels.record,
};

/** The label of a server menu entry: ours for a page of the storefront, else the server's name. */
export function serverEntryLabel(item: Pick<UserMenuItem, 'name' | 'pc_url'>): MessageDescriptor | string {
  return PAGE_LABELS[item.pc_url.trim().split(/[?#]/)[0]] ?? item.name;
}

/** The three entries every user menu starts with: their ids are the `menuCur` values 111, 222, 333 (docs/contract.md, "Storefront rules"). */
export const FIXED_MENU_ENTRIES: readonly FixedMenuEntry[] = [
  { id: 111, path: ORDER_LIST_PATH, label: labels.orders },
  { id: 222, path: REFUND_LIST_PATH, label: labels.refunds },
  { id: 333, path: EVALUATION_LIST_PATH, label: labels.reviews },
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
