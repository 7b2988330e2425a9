import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

export interface MallThemeProviderProps {
  children?: ReactNode;
  /** The host renders the global styles once; remotes mounted inside it pass false. */
  withGlobalStyles?: boolean;
}

export function MallThemeProvider({ children, withGlobalStyles = true }: MallThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles && <GlobalStyles />}
      {children}
    </ThemeProvider>
  );
}
