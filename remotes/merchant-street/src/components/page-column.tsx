import type { ReactNode } from 'react';

/** A page's content column: the store's page width, centred (theme from the host's MallThemeProvider). */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <section
      css={(theme) => ({
        width: '100%',
        maxWidth: theme.layout.pageWidth,
        margin: '0 auto',
        padding: `${theme.space.lg} 0`,
      })}
    >
      {children}
    </section>
  );
}
