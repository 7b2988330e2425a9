import type { Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

const orderCenterText = (locale: Locale) => (id: string, args?: Record<string, string | number>) =>
  text('remotes/order-center', locale, id, args);

/** My orders: the status tabs (named with their counts) and the order cards. */
export function orderList(page: Page, locale: Locale = 'en') {
  const t = orderCenterText(locale);
  return {
    t,
    title: page.getByRole('heading', { level: 1, name: t('orderCenter.OrderListPage.title') }),
    /** A status tab, e.g. tab('orderCenter.OrderListView.tabToPay', 1): "To pay (1)". */
    tab: (name: string, count: number) =>
      page.getByRole('tab', { name: t('orderCenter.OrderListView.tabWithCount', { name: t(name), count }) }),
    cards: page.getByRole('article'),
    /** A merchant order's card (SH…). */
    order: (orderNo: string) => page.getByRole('article', { name: t('orderCenter.MerchantOrderCard.number', { orderNo }) }),
    /** An unpaid master order's card (PT…). */
    unpaid: (orderNo: string) => page.getByRole('article', { name: t('orderCenter.UnpaidOrderCard.number', { orderNo }) }),
    /** The confirmation dialog of an order action (its title's message id), and its button. */
    confirm: (title: string) => page.getByRole('dialog', { name: t(title) }),
  };
}

/** The address book. */
export function addressBook(page: Page, locale: Locale = 'en') {
  const t = orderCenterText(locale);
  return {
    t,
    title: page.getByRole('heading', { level: 1, name: t('orderCenter.AddressListPage.title') }),
    empty: page.getByRole('heading', { name: t('orderCenter.AddressBook.empty') }),
    add: page.getByRole('button', { name: t('orderCenter.AddressBook.add') }),
    /** An address's card, named by its recipient. */
    card: (name: string) => page.getByRole('article', { name }),
    isDefault: (name: string) => page.getByRole('article', { name }).getByText(t('orderCenter.AddressCard.isDefault'), { exact: true }),
    edit: (name: string) => page.getByRole('button', { name: t('orderCenter.AddressCard.editLabel', { name }) }),
    setDefault: (name: string) => page.getByRole('button', { name: t('orderCenter.AddressCard.setDefaultLabel', { name }) }),
    remove: (name: string) => page.getByRole('button', { name: t('orderCenter.AddressCard.deleteLabel', { name }) }),
    confirmDelete: page.getByRole('dialog', { name: t('orderCenter.AddressBook.deleteTitle') }),
  };
}
