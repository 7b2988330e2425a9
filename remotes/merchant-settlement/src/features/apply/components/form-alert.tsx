import { css } from '@emotion/react';
import { useFormState } from 'react-final-form';
import { theme } from '@mall/ui-theme';

const alert = css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.danger, fontSize: theme.font.size.md });

const firstMessage = (errors: Record<string, unknown> | undefined): string | undefined =>
  Object.values(errors ?? {}).find((error): error is string => typeof error === 'string' && error.length > 0);

/** After a refused submit, the first rule broken as the form's error (each field also shows its own). */
export function FormAlert() {
  const { submitFailed, hasValidationErrors, errors } = useFormState({
    subscription: { submitFailed: true, hasValidationErrors: true, errors: true },
  });
  const message = submitFailed && hasValidationErrors ? firstMessage(errors) : undefined;
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" css={alert}>
      {message}
    </p>
  );
}
