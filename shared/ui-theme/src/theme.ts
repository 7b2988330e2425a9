export const theme = {
  colors: {
    /** The brand red (also the original loading bar and rating colour). */
    brand: '#e93323',
    /** Darker brand red for text on white and hover states (4.5:1 and up on white). */
    brandStrong: '#c41f12',
    brandSoft: '#fdeceb',
    onBrand: '#ffffff',
    text: '#282828',
    /** Dark panels with light text (the category panel): opaque, so page text never shows through. */
    surfaceDark: '#282828',
    /** Secondary text: 4.9:1 on the page background (#f5f5f5) and 5.3:1 on white (#767676 fell to 4.2:1 on grey). */
    muted: '#6b6b6b',
    border: '#e4e4e4',
    borderStrong: '#8c8c8c',
    background: '#f5f5f5',
    surface: '#ffffff',
    danger: '#c41f12',
    success: '#1a7f37',
    focus: '#1f6feb',
    star: '#e93323',
    starEmpty: '#d9d9d9',
    backdrop: 'rgba(0, 0, 0, 0.5)',
  },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Lao', " +
      "'PingFang SC', 'Microsoft YaHei', sans-serif",
    size: { sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    /** Thai and Lao stack vowels and tone marks above and below: keep generous line height. */
    lineHeight: 1.6,
  },
  layout: {
    /** Width of the centred page column, px. */
    pageWidth: 1200,
    /** Height of the home category panel, px. */
    categoryPanelHeight: 480,
    /** Scroll offset after which the header becomes fixed, px. */
    headerFixThreshold: 120,
    /**
     * A phone's viewport: the desktop storefront's one page meant for phones (the QR sign-in's confirmation) must
     * still fit there, so the header stacks its search box under the logo and the actions (issue 32, defect 5).
     */
    narrow: '@media (max-width: 640px)',
  },
  zIndex: { header: 100, dropdown: 200, floatWindow: 300, modal: 1000, toast: 1100 },
  shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.08)', modal: '0 8px 32px rgba(0, 0, 0, 0.24)' },
} as const;

export type MallTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends MallTheme {}
}
