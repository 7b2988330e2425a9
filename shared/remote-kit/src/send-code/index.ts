// Verification codes (the host's sign-in and registration, the merchant application, the order center's settings):
// the send-code button, its countdown and the leading-edge debounce of clicks. A sub-path of its own, so the host
// takes only this from the kit.
export { SendCodeButton, type SendCodeButtonProps, type SendCodeMessages } from './send-code-button';
export { useCountdown, type Countdown } from './use-countdown';
export { useLeadingDebounce } from './use-leading-debounce';
