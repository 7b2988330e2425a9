/**
 * The account menu's chunk: loaded by the header once a shopper is signed in, and ahead of that as soon as the
 * login dialog is asked for (shell-layout), so that it is there when the sign-in ends.
 */
export const loadUserDropdown = () => import('./user-dropdown');
