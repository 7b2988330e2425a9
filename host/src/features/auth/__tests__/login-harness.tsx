import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { bus, type MallEventType, type MallEvents, type MallUser } from '@mall/event-bus';
import { installFakeApi } from '@mall/remote-kit/testing';
import { MallThemeProvider } from '@mall/ui-theme';
import type { PcIndexInfoResponse } from '@mall/contract';
import { HomeDataContext } from '../../../site-data/home-data-context';
import { LoginDialog } from '../dialog/login-dialog';
import { mergeMessages } from '@mall/i18n';
import en from '../lang/en.json';

// The dialog's messages over the common catalogue (the password rule and meter are common texts).
const messages = mergeMessages({ en }, 'en');

export interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

type Reply = Envelope | (() => Envelope | Promise<Envelope>);

/** A QR ticket of the fake API (43 base64url characters). */
export const QR_TICKET = 'Qr_ticket-0123456789abcdefghijklmnopqrstuvw';

export const USER: MallUser = {
  nickname: 'Ana',
  avatar: '',
  phone: '',
  email: 'ana@example.com',
  integral: 0,
  experience: 0,
  couponCount: 0,
  collectCount: 0,
  userType: 'email',
};

export const METHODS_ALL_OFF = {
  twitterOpen: false,
  googleOpen: false,
  facebookOpen: false,
  googleClientId: '',
  facebookAppId: '',
  visitorOpen: false,
  agreement: '',
};

/**
 * The shared fake API (@mall/remote-kit/testing) as the dialog's tests use it: replies are whole envelopes, unknown
 * routes answer code 200 with no data, and the sign-in settings, the signed-in user and a waiting QR ticket are
 * answered from the start.
 */
export function createFakeApi() {
  const fake = installFakeApi({ otherwise: { code: 200, message: '', data: null } });
  const api = {
    requests: fake.calls,
    on(route: string, reply: Reply) {
      fake.on(route, async () => ({ message: '', data: null, ...(typeof reply === 'function' ? await reply() : reply) }));
      return api;
    },
    /** `route` answers HTTP 404, as on a backend without it. */
    notServed(route: string) {
      fake.notServed(route);
      return api;
    },
    calls: (route: string) => fake.callsTo(route),
  };

  api
    .on('GET /api/pc/login/getLoginPic', { code: 200, data: { loginLeftImage: 'https://img.example.com/login.png' } })
    .on('GET /api/front/login/method/info', { code: 200, data: METHODS_ALL_OFF })
    .on('GET /api/front/user/info', { code: 200, data: USER })
    // The QR panel's ticket, waiting to be scanned (qr-login.test.tsx drives it further).
    .on('POST /api/front/login/qr/ticket', { code: 200, data: { ticket: QR_TICKET, expiresIn: 120 } })
    .on('POST /api/front/login/qr/status', { code: 200, data: { status: 'waiting', expiresIn: 119, login: null } });

  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** Records what the bus carries while the test file runs (empty the array in beforeEach). */
export function recordBus<T extends MallEventType>(type: T): Array<MallEvents[T]> {
  const seen: Array<MallEvents[T]> = [];
  const stop = bus.subscribe(type, (payload) => seen.push(payload), { replay: false });
  afterAll(stop);
  return seen;
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

export interface OpenOptions {
  tourist?: boolean;
  /** Pass jest.advanceTimersByTime when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** The shell's home data (the mobile mall of the QR code); none by default, as before it has loaded. */
  home?: Partial<PcIndexInfoResponse>;
  /** The page under the dialog. */
  at?: string;
}

/** Renders the dialog inside router, intl and theme, then opens it the way the shell does (the bus). */
export async function renderOpenDialog({ tourist = false, advanceTimers, home, at = '/goods/top_one' }: OpenOptions = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <IntlProvider locale="en" messages={messages}>
        <MallThemeProvider withGlobalStyles={false}>
          <HomeDataContext.Provider value={(home as PcIndexInfoResponse | undefined) ?? null}>
            <LoginDialog />
          </HomeDataContext.Provider>
          <LocationProbe />
        </MallThemeProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
  act(() => bus.publish('auth/loginRequested', { tourist }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in or register' });
  return { user, view, dialog, inDialog: within(dialog) };
}

/** Fills a text field found by its label. */
export async function fill(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

/** The error part of a field's description (its hint, e.g. the password rule and strength, left out). */
export function describedError(field: HTMLElement): string | null {
  return describedText(field, (id) => !id.endsWith('-hint'));
}

/** The hint part of a field's description (the password rule and strength meter). */
export function describedHint(field: HTMLElement): string | null {
  return describedText(field, (id) => id.endsWith('-hint'));
}

function describedText(field: HTMLElement, keep: (id: string) => boolean): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && keep(id));
  if (ids.length === 0) return null;
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
