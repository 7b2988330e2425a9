/**
 * Leaves the storefront for an outside address: a new tab (no opener) or this tab, which for tel: and
 * mailto: hands over to the operating system without unloading the page.
 */
export function openExternal(href: string, newWindow: boolean): void {
  if (newWindow) {
    window.open(href, '_blank', 'noopener,noreferrer');
    return;
  }
  window.location.assign(href);
}
