/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { MallIntlProvider, reportIntlError } from '../mall-intl-provider';

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

const renderProbe = () =>
  render(
    <MallIntlProvider messages={appMessages}>
      <Probe />
    </MallIntlProvider>,
  );

describe('MallIntlProvider', () => {
  it('starts from the locale cookie', () => {
    Cookies.set('locale', 'fr', { path: '/' });
    renderProbe();
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenue');
    Cookies.remove('locale', { path: '/' });
  });

  it('renders the app catalogue over the common one in English', () => {
    renderProbe();
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('common')).toHaveTextContent('Retry');
    expect(screen.getByTestId('override')).toHaveTextContent('Dismiss');
    expect(screen.getByTestId('locale')).toHaveTextContent(/^en$/);
  });

  it('switches language on an i18n/localeChanged event', () => {
    renderProbe();
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenue');
    expect(screen.getByTestId('common')).toHaveTextContent('Réessayer');
    act(() => bus.publish('i18n/localeChanged', { locale: 'lao' }));
    expect(screen.getByRole('heading')).toHaveTextContent('ຍິນດີຕ້ອນຮັບ');
    expect(screen.getByTestId('locale')).toHaveTextContent(/^lo$/);
  });

  it('falls back to English for a key the locale misses', () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'th' }));
    renderProbe();
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('fallback')).toHaveTextContent('Only in English');
    expect(screen.getByTestId('common')).toHaveTextContent('ลองอีกครั้ง');
  });
});

describe('reportIntlError', () => {
  const env = process.env.NODE_ENV;
  const missing = Object.assign(new Error('missing'), { code: 'MISSING_TRANSLATION' }) as never;
  const broken = Object.assign(new Error('bad syntax'), { code: 'INVALID_CONFIG' }) as never;
  let error: jest.SpyInstance;

  beforeEach(() => {
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
