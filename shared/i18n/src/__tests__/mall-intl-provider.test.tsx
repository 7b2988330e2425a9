/** @jsxImportSource react */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { defineCatalogue, type Catalogue } from '../catalogue';
import { commonCatalogue } from '../common-messages';
import { MallIntlProvider, mergeMessages, reportIntlError } from '../mall-intl-provider';

const appMessages = {
  en: { 'app.Greeting.title': 'Welcome', 'app.Greeting.onlyEn': 'Only in English', 'common.cancel': 'Dismiss' },
  fr: { 'app.Greeting.title': 'Bienvenue' },
  lao: { 'app.Greeting.title': 'ຍິນດີຕ້ອນຮັບ' },
};

function Probe() {
  const intl = useIntl();
  return (
    <div>
      <h1>
        <FormattedMessage id="app.Greeting.title" />
      </h1>
      <p data-testid="fallback">
        <FormattedMessage id="app.Greeting.onlyEn" />
      </p>
      <p data-testid="common">
        <FormattedMessage id="common.retry" />
      </p>
      <p data-testid="override">
        <FormattedMessage id="common.cancel" />
      </p>
      <p data-testid="locale">{intl.locale}</p>
    </div>
  );
}

/** Only the app's own title (no id missing from a test catalogue, so nothing else is logged). */
function Heading() {
  return (
    <h1>
      <FormattedMessage id="app.Greeting.title" />
    </h1>
  );
}

/** The title inside the provider, under a Suspense boundary as a remote slot has one. */
const renderInSuspense = (catalogue: Catalogue) =>
  render(
    <Suspense fallback={<p>Loading page</p>}>
      <MallIntlProvider messages={catalogue}>
        <Heading />
      </MallIntlProvider>
    </Suspense>,
  );

const renderProbe = () =>
  render(
    <MallIntlProvider messages={appMessages}>
      <Probe />
    </MallIntlProvider>,
  );

describe('MallIntlProvider', () => {
  afterEach(() => {
    Cookies.remove('locale', { path: '/' });
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
  });

  it('starts from the locale cookie', async () => {
    Cookies.set('locale', 'fr', { path: '/' });
    bus.publish('i18n/localeChanged', null as never);
    renderProbe();
    expect(await screen.findByRole('heading')).toHaveTextContent('Bienvenue');
    expect(screen.getByTestId('common')).toHaveTextContent('Réessayer');
  });

  it('renders the app catalogue over the common one in English', () => {
    renderProbe();
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('common')).toHaveTextContent('Retry');
    expect(screen.getByTestId('override')).toHaveTextContent('Dismiss');
    expect(screen.getByTestId('locale')).toHaveTextContent(/^en$/);
  });

  it('switches language on an i18n/localeChanged event', async () => {
    renderProbe();
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    expect(await screen.findByText('Bienvenue')).toBeInTheDocument();
    expect(screen.getByTestId('common')).toHaveTextContent('Réessayer');
    act(() => bus.publish('i18n/localeChanged', { locale: 'lao' }));
    expect(await screen.findByText('ຍິນດີຕ້ອນຮັບ')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent(/^lo$/);
  });

  it('falls back to English for a key the locale misses', async () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'th' }));
    renderProbe();
    expect(await screen.findByText('ลองอีกครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('fallback')).toHaveTextContent('Only in English');
  });
});

describe('MallIntlProvider with messages loaded on demand', () => {
  afterEach(() => act(() => bus.publish('i18n/localeChanged', { locale: 'en' })));

  /** A catalogue whose French file arrives when the test says so. */
  function deferredCatalogue(french: Record<string, string>) {
    let arrive: () => void = () => undefined;
    const loader = jest.fn(
      () =>
        new Promise<{ default: Record<string, string> }>((resolve) => {
          arrive = () => resolve({ default: french });
        }),
    );
    const catalogue = defineCatalogue({ 'app.Greeting.title': 'Welcome' }, { fr: loader });
    return { catalogue, loader, arrive: () => act(async () => arrive()) };
  }

  it('ships English only and loads a language once, when it is first needed', async () => {
    const { catalogue, loader, arrive } = deferredCatalogue({ 'app.Greeting.title': 'Bienvenue' });
    render(
      <MallIntlProvider messages={catalogue}>
        <Probe />
      </MallIntlProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(loader).not.toHaveBeenCalled();
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    // Until French is here the page stays in English: never a message id, nothing half-translated.
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('locale')).toHaveTextContent(/^en$/);
    await arrive();
    expect(await screen.findByText('Bienvenue')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent(/^fr$/);
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenue');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('changes every catalogue on screen in the same render', async () => {
    const shell = deferredCatalogue({ 'shell.title': 'Boutique' });
    const page = deferredCatalogue({ 'app.Greeting.title': 'Bienvenue' });
    function Shell() {
      return (
        <p>
          <FormattedMessage id="shell.title" defaultMessage="Shop" />
        </p>
      );
    }
    render(
      <MallIntlProvider messages={shell.catalogue}>
        <Shell />
        <MallIntlProvider messages={page.catalogue}>
          <Probe />
        </MallIntlProvider>
      </MallIntlProvider>,
    );
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    await page.arrive();
    // The page's French is here, the shell's is not: both stay English.
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByText('Shop')).toBeInTheDocument();
    await shell.arrive();
    expect(await screen.findByText('Boutique')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenue');
  });

  it('waits (Suspense) on a first render in a language not loaded yet; a failed load shows English, then tries again', async () => {
    const loader = jest
      .fn<Promise<{ default: Record<string, string> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { 'app.Greeting.title': 'ยินดีต้อนรับ' } });
    const catalogue = defineCatalogue({ 'app.Greeting.title': 'Welcome' }, { th: loader });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => commonCatalogue.load('th'));
    act(() => bus.publish('i18n/localeChanged', { locale: 'th' }));
    renderInSuspense(catalogue);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByText('ยินดีต้อนรับ')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[i18n] the th messages did not load', expect.any(Error));
    error.mockRestore();
  });

  it('shows English when a language cannot be loaded at all', async () => {
    const catalogue = defineCatalogue({ 'app.Greeting.title': 'Welcome' }, { fr: () => Promise.reject(new Error('offline')) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    renderInSuspense(catalogue);
    expect(await screen.findByRole('heading')).toHaveTextContent('Welcome');
    // Logged twice: the first load, and the provider's second try.
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenLastCalledWith('[i18n] the fr messages did not load', expect.any(Error));
    error.mockRestore();
  });

  it('gives text made outside React the loaded language, else English', async () => {
    const { catalogue, arrive } = deferredCatalogue({ 'app.Greeting.title': 'Bienvenue' });
    expect(mergeMessages(catalogue, 'fr')['app.Greeting.title']).toBe('Welcome');
    const loading = catalogue.load('fr');
    await arrive();
    await loading;
    await commonCatalogue.load('fr');
    expect(mergeMessages(catalogue, 'fr')['app.Greeting.title']).toBe('Bienvenue');
    expect(mergeMessages(catalogue, 'fr')['common.retry']).toBe('Réessayer');
  });
});

describe('reportIntlError', () => {
  const env = process.env.NODE_ENV;
  const missing = Object.assign(new Error('missing'), { code: 'MISSING_TRANSLATION' }) as never;
  const broken = Object.assign(new Error('bad syntax'), { code: 'INVALID_CONFIG' }) as never;
  let error: jest.SpyInstance;

  beforeEach(() => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
    error.mockRestore();
  });

  it('ignores missing translations in production only', () => {
    process.env.NODE_ENV = 'production';
    reportIntlError(missing);
    expect(error).not.toHaveBeenCalled();
    process.env.NODE_ENV = 'development';
    reportIntlError(missing);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('always reports other errors', () => {
    process.env.NODE_ENV = 'production';
    reportIntlError(broken);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
