import { useId, useState, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { isApiError } from '@mall/api-client';
import { FormAlert } from '@mall/remote-kit/form';
import { useLeadingDebounce } from '@mall/remote-kit/send-code';
import type { LoginDraft } from '../login-modes';
import { loginStyles } from '../dialog/login-styles';

/** Values every mode form may hold; each mode uses its own subset. */
export interface LoginFormValues {
  email?: string;
  password?: string;
  phone?: string;
  country?: string;
  captcha?: string;
  newPassword?: string;
  passwordAgain?: string;
  agreement?: boolean;
}

export interface ModeFormProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Read on the first render only. */
  initialValues: LoginFormValues;
  onSubmit: (values: LoginFormValues) => Promise<void>;
  /** Receives the values that carry over to other modes (email, phone, country, agreement). */
  onDraft?: (values: Partial<LoginDraft>) => void;
  /**
   * Debounce the submit like a send-code action (the form sends a code or makes a guest): a double click is
   * dropped, a corrected retry (other values) goes at once.
   */
  debounceSubmit?: boolean;
  children: ReactNode;
}

const DRAFT_KEYS = ['email', 'phone', 'country', 'agreement'] as const;

function draftOf(values: LoginFormValues): Partial<LoginDraft> {
  const draft: Partial<LoginDraft> = {};
  for (const key of DRAFT_KEYS) {
    if (values[key] !== undefined) Object.assign(draft, { [key]: values[key] });
  }
  return draft;
}

/**
 * One mode's react-final-form form: a titled <form>, the submit-error alert, draft hand-over, and a submit
 * that is ignored while one is running. A failed call was already toasted by the API client: the form just
 * keeps its values and the spinner stops.
 */
export function ModeForm({ title, intro, initialValues, onSubmit, onDraft, debounceSubmit, children }: ModeFormProps) {
  const titleId = useId();
  const debounced = useLeadingDebounce(
    (run: () => void, _values: LoginFormValues) => run(),
    (_run, values) => JSON.stringify(values),
  );
  // Taken once: the draft behind them changes as the shopper types, and new initial values would make
  // final-form reinitialise the form and drop what was typed.
  const [initial] = useState(initialValues);
  const submit = async (values: LoginFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Form<LoginFormValues> onSubmit={submit} initialValues={initial}>
      {({ handleSubmit, form }) => (
        <form
          noValidate
          aria-labelledby={titleId}
          css={loginStyles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (form.getState().submitting) return;
            const run = () => void handleSubmit();
            if (debounceSubmit) debounced(run, form.getState().values);
            else run();
          }}
        >
          <h3 id={titleId} tabIndex={-1} css={loginStyles.heading}>
            {title}
          </h3>
          {intro && <p css={loginStyles.intro}>{intro}</p>}
          {children}
          <FormAlert css={loginStyles.alert} />
          {onDraft && <FormSpy<LoginFormValues> subscription={{ values: true }} onChange={({ values }) => onDraft(draftOf(values))} />}
        </form>
      )}
    </Form>
  );
}
