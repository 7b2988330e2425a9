import type { Locator, Page } from '@playwright/test';
import { text, type Locale } from '../fixtures/messages';

/** The picture uploader (its texts are the common catalogue's, upload.*), inside `scope` (a page, form or group). */
export function uploader(scope: Page | Locator, locale: Locale = 'en') {
  const u = (id: string, args?: Record<string, string | number>) => text('shared/i18n/src', locale, id, args);
  return {
    add: scope.getByLabel(u('upload.add')),
    /** The preview of the picture at 1-based `index`, and its Remove button. */
    picture: (index: number) => scope.getByRole('img', { name: u('upload.picture', { index }) }),
    remove: (index: number) => scope.getByRole('button', { name: u('upload.remove', { index }) }),
  };
}
