import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { setLocale, type Locale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { selectSignedIn, type SessionState } from '../remote/session';

// The checks every remote's app test makes (added by the remotes engineer, issue 15: they were copied into each
// remote's app/__tests__/pages.test.tsx).

/** A remote's lang files by locale. */
export type Catalogues = Record<Locale, Record<string, string>>;

/** The locales not written in Latin letters, and their script. */
const SCRIPTS: Partial<Record<Locale, RegExp>> = { 'zh-CN': /\p{Script=Han}/u, th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };

/** The words of a message: its text without ICU arguments ({name}, {count, plural, …}). */
function messageWords(message: string): string {
  let depth = 0;
  let out = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0) out += char;
  }
  return out;
}

/**
 * Every locale holds exactly the English keys, none empty, and a message whose English has words is written in
 * the locale's own script (one of placeholders only, e.g. "×{count}", has nothing to translate).
 */
export function itTranslatesEveryMessage(catalogues: Catalogues): void {
  const { en } = catalogues;
  it.each(Object.keys(catalogues) as Locale[])('%s has exactly the English keys, all translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    const script = SCRIPTS[locale];
    for (const [id, text] of Object.entries(catalogue)) {
      expect(text.trim()).not.toBe('');
      if (script && /\p{L}/u.test(messageWords(en[id]))) expect(`${id}: ${text}`).toMatch(script);
    }
  });
}

/** A URL a route's path matches: each parameter gets `param`, a sub-tree its first page. */
export const sampleUrl = (path: string, param = '1') => path.replace(/:\w+/g, param).replace(/\*$/, 'home');

/** An exposed page (already inside its remote's providers) alone on its route at `url`, as the host mounts it. */
export function renderExposedPage(Page: ComponentType, path: string, url = sampleUrl(path)): RenderResult {
  return render(
    <MallThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </MallThemeProvider>,
  );
}

/** The browser tab names what the page shows first (`heading`), the mall's name after it ("My orders – Mall"). */
export async function expectTabTitle(heading: string): Promise<void> {
  await waitFor(() => expect(document.title).toMatch(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – \\S`)));
}

/** In every language the exposed page's h1 is one of that language's messages, and the tab is titled after it. */
export async function expectTitleInEveryLanguage(Page: ComponentType, path: string, catalogues: Catalogues): Promise<void> {
  for (const locale of Object.keys(catalogues) as Locale[]) {
    act(() => setLocale(locale));
    document.title = '';
    const view = renderExposedPage(Page, path);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(Object.values(catalogues[locale])).toContain(title.textContent);
    await expectTabTitle(title.textContent ?? '');
    view.unmount();
  }
}

/** The remote's store follows the shell's session: a token on the bus signs it in, none signs it out. */
export function itMirrorsTheSession(store: { getState(): { session: SessionState } }): void {
  it('mirrors the shared session into its store', () => {
    act(() => bus.publish('auth/tokenChanged', { token: 'abc' }));
    expect(selectSignedIn(store.getState())).toBe(true);
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    expect(selectSignedIn(store.getState())).toBe(false);
  });
}
