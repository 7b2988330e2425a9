import { render, type RenderOptions } from '@testing-library/react';
import { act, type ReactElement, type ReactNode } from 'react';
import { MallIntlProvider, setLocale, type Locale } from '@mall/i18n';
import { MallThemeProvider } from '../mall-theme-provider';

function Providers({ children }: { children?: ReactNode }) {
  return (
    <MallIntlProvider messages={{}}>
      <MallThemeProvider>{children}</MallThemeProvider>
    </MallIntlProvider>
  );
}

/** Renders inside the real intl provider (common catalogue) and the theme, in `locale` (default en). */
export function renderWithProviders(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {}) {
  act(() => setLocale(locale));
  return render(ui, { wrapper: Providers, ...options });
}
