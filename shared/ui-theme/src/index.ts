export { theme, type MallTheme } from './theme';
export { MallThemeProvider, type MallThemeProviderProps } from './mall-theme-provider';
export { GlobalStyles } from './global-styles';
export { visuallyHidden } from './visually-hidden';
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { fieldError, type FieldInputLike, type FieldMetaLike } from './components/field-adapter';
export { Modal, type ModalProps } from './components/modal';
export { TabPanel, Tabs, panelId, tabId, type TabItem, type TabPanelProps, type TabsProps } from './components/tabs';
export { Spinner, SpinnerIcon, type SpinnerProps } from './components/spinner';
export { Price, type PriceProps } from './components/price';
// Components the shell never shows are sub-paths, outside the shared singleton: '@mall/ui-theme/pager',
// '@mall/ui-theme/star-rating', '@mall/ui-theme/empty-state' (a remote bundles the ones it uses).
export type { EmptyStateProps } from './components/empty-state';
export type { PagerProps } from './components/pager';
export type { PagerItem } from './components/pager-items';
export type { StarRatingProps } from './components/star-rating';
