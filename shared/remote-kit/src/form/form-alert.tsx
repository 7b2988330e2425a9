import { useFormState } from 'react-final-form';

const firstMessage = (errors: Record<string, unknown> | undefined): string | undefined =>
  Object.values(errors ?? {}).find((error): error is string => typeof error === 'string' && error.length > 0);

/**
 * After a refused submit, the first rule broken as the form's error (each field also shows its own inline).
 * Each form gives it its look with the `css` prop.
 */
export function FormAlert({ className }: { className?: string }) {
  const { submitFailed, hasValidationErrors, errors } = useFormState({
    subscription: { submitFailed: true, hasValidationErrors: true, errors: true },
  });
  const message = submitFailed && hasValidationErrors ? firstMessage(errors) : undefined;
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" className={className}>
      {message}
    </p>
  );
}
