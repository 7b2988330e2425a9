/** Where this remote's pages live (the host's route table mirrors them), with the user-menu entry they belong to. */
export const MERCHANT_SETTLED_PATH = '/users/merchant_settled';
export const APPLICATION_RECORD_PATH = '/users/application_record';

/** The user-menu ids of the two pages (menu rows 70 "apply" and 71 "Application record"). */
export const MENU_APPLY = 70;
export const MENU_RECORD = 71;

export const applyPath = () => `${MERCHANT_SETTLED_PATH}?menuCur=${MENU_APPLY}`;
/** The form prefilled with a rejected application, to edit and resubmit it. */
export const editPath = (id: number) => `${MERCHANT_SETTLED_PATH}?id=${id}&menuCur=${MENU_APPLY}`;
export const recordPath = () => `${APPLICATION_RECORD_PATH}?menuCur=${MENU_RECORD}`;
/** The shop an approved application opened. */
export const shopPath = (merId: number) => `/merchant/merchant/home?id=${merId}&menuCur=0`;
