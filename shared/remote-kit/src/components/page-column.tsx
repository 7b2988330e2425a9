import type { ReactNode } from 'react';

/**
 * A page's content column: the store's page width, centred (theme from the host's MallThemeProvider).
 * `flush` drops the top padding (the home page starts right under the category band, beside its panel).
 */
export function PageColumn({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return (
    <section
      css={(theme) => ({
        width: '100%',
        maxWidth: theme.layout.pageWidth,
        margin: '0 auto',
        padding: `${flush ? '0' : theme.space.lg} 0 ${theme.space.lg}`,
      })}
    >
      {children}
    </section>
  );
}
