export { startStandalone, type StandaloneOptions } from './standalone';
export { lazyPages, type PageLoaders } from './lazy-pages';
// A remote's set-up written once: its store with the session feature, root saga, providers and page wrapper.
export { createRemote, type Remote, type RemoteFeature, type RemoteOptions, type RemoteState } from './remote/create-remote';
export { selectSessionGeneration, selectSignedIn, type SessionOptions, type SessionState } from './remote/session';
// What every remote's pages are made of: failures kept in the store, load states, abortable saga calls, and the
// blocks that show them (translated with the common catalogue of @mall/i18n).
export { isCanceled, toApiFailure, type ApiFailure } from './state/api-failure';
export { failLoading, finishLoading, idle, startLoading, type Loadable, type LoadStatus } from './state/async-state';
export { callAbortable } from './state/saga-call';
export { ConfirmDialog } from './components/confirm-dialog';
export { ErrorNotice } from './components/error-notice';
export { LoadingBlock } from './components/loading-block';
export { useLoadingBar } from './loading/use-loading-bar';
export { createTranslator, type TranslateValues } from './i18n/translator';
export { useFailureText } from './components/use-failure-text';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field';
// The address book pieces the checkout and the order center share: countries with dial codes, validators, the dialog.
// The country table lives in @mall/i18n (the host's login dialog uses it too); re-exported for the remotes.
export { COUNTRY_DIAL_CODES } from '@mall/i18n/countries';
export { countryNameIn, countryOptions, DEFAULT_COUNTRY_CODE, findCountry, type CountryOption } from './address/countries';
export type { AddressFormValues } from './address/address-values';
export { AddressFormDialog, type AddressFormDialogProps } from './address/address-form-dialog';
// Form and page pieces several remotes share: the picture uploader (upload.* texts), a select bound to final-form,
// a link that looks like a button, and the signed-out prompt (signIn.* texts).
export { PictureUploader, type PictureUploaderProps, type PictureUploaderTexts } from './upload/picture-uploader';
export { DEFAULT_MAX_PICTURES } from './upload/picture-rules';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { ButtonLink, type ButtonLinkProps } from './components/button-link';
export { SignInPrompt, type SignInPromptProps } from './components/sign-in-prompt';
export { PageColumn } from './components/page-column';
// The quantity control of the product page and of a cart line (quantity.* texts), within stock and the API's cap.
export { clampQuantity, quantityLimit, QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper';
// Figures several remotes show: display-only money in cents (the server computes every amount) and "N sold".
export { fromCents, isPositive, lineTotal, toCents } from './figures/money';
export { soldCount } from './figures/sold-count';
export { CAPTCHA_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from './contact-patterns';
// A page that cannot show what it was opened for, and the centred block it and the payment result are drawn in
// (added by the remotes engineer, issue 15: one component for the four copies in the checkout and the order center).
export { noticePanel, PageProblem, type PageProblemProps } from './components/page-problem';
