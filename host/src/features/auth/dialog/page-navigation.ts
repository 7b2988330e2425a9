/**
 * Whole-page navigations of the login dialog, in their own module so tests can replace them (jsdom cannot
 * navigate).
 */

/** Reloads the current page (after an email registration the page reloads; the other sign-ins only close the dialog). */
export function reloadPage(): void {
  window.location.reload();
}

/** Leaves the storefront for an outside address in this tab (Twitter's authorisation page). */
export function goToUrl(url: string): void {
  window.location.assign(url);
}
