export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, commonPasswordKey, passwordIssue, passwordLength, type PasswordIssue } from './rules';
export { loadPasswordEstimator, type PasswordEstimator, type StrengthScore } from './estimator';
export { lengthMessage, passwordMessages, ruleMessage, strengthMessage } from './messages';
export { useNewPassword, usePasswordEstimator, type NewPassword } from './use-new-password';
export { NewPasswordField, PasswordStrength, type NewPasswordFieldProps, type PasswordStrengthProps } from './password-strength';
