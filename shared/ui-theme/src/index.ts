export { theme, type MallTheme } from './theme';
export { MallThemeProvider, type MallThemeProviderProps } from './mall-theme-provider';
export { visuallyHidden } from './visually-hidden';
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { fieldError, type FieldInputLike, type FieldMetaLike } from './components/field-adapter';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Price, type PriceProps } from './components/price';
// Components the shell's first script never shows are sub-paths, outside the shared singleton:
// '@mall/ui-theme/pager', '/star-rating', '/empty-state', '/modal', '/tabs', '/checkbox', '/text-field' (an app
// bundles the ones it uses; the host's only in its sign-in and sign-out chunks).
export type { EmptyStateProps } from './components/empty-state';
export type { PagerProps } from './components/pager';
export type { PagerItem } from './components/pager-items';
export type { StarRatingProps } from './components/star-rating';
