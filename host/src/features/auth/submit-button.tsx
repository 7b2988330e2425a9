import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Button } from '@mall/ui-theme';

/** The form's submit button: a spinner and no clicks while the form submits. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button type="submit" block loading={submitting}>
      {children}
    </Button>
  );
}
