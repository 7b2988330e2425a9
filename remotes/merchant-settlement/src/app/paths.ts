import { APPLICATION_RECORD_PATH, MERCHANT_SETTLED_PATH, shopPath as storePath } from '@mall/routes';

/** The user-menu ids of the two pages (menu rows 70 "apply" and 71 "Application record"). */
export const MENU_APPLY = 70;
export const MENU_RECORD = 71;

export const applyPath = () => `${MERCHANT_SETTLED_PATH}?menuCur=${MENU_APPLY}`;
/** The form prefilled with a rejected application, to edit and resubmit it. */
export const editPath = (id: number) => `${MERCHANT_SETTLED_PATH}?id=${id}&menuCur=${MENU_APPLY}`;
export const recordPath = () => `${APPLICATION_RECORD_PATH}?menuCur=${MENU_RECORD}`;
/** The shop an approved application opened, on its home tab. */
export const shopPath = (merId: number) => storePath(merId, 'home', { menuCur: 0 });
