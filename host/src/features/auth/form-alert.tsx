import { useFormState } from 'react-final-form';
import { loginStyles } from './login-styles';

const firstMessage = (errors: Record<string, unknown> | undefined): string | undefined =>
  Object.values(errors ?? {}).find((error): error is string => typeof error === 'string' && error.length > 0);

/** After a refused submit, the first validation message as the form's error (the fields show theirs inline). */
export function FormAlert() {
  const { submitFailed, hasValidationErrors, errors } = useFormState({
    subscription: { submitFailed: true, hasValidationErrors: true, errors: true },
  });
  const message = submitFailed && hasValidationErrors ? firstMessage(errors) : undefined;
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" css={loginStyles.alert}>
      {message}
    </p>
  );
}
