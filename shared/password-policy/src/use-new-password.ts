import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadPasswordEstimator, type PasswordEstimator } from './estimator';
import { lengthMessage, passwordMessages } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssue } from './rules';

/** The estimator once loaded (its load starts when the form mounts); null before, or when it could not load. */
export function usePasswordEstimator(): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordEstimator().then(
      (loaded) => mounted && setEstimator(loaded),
      // Offline: the meter judges the length only and the API still checks the list.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return estimator;
}

export interface NewPassword {
  estimator: PasswordEstimator | null;
  /** A final-form field validator: `emptyMessage` for nothing typed, then the API's rule in the active language. */
  validate: (value: unknown) => string | undefined;
}

/** What a form that sets a password needs: the estimator (loaded now) and the field's validator. */
export function useNewPassword(emptyMessage: string): NewPassword {
  const intl = useIntl();
  const estimator = usePasswordEstimator();
  const validate = useMemo(() => {
    const bounds = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    return (value: unknown) => {
      switch (passwordIssue(typeof value === 'string' ? value : '', estimator?.isCommon)) {
        case 'empty':
          return emptyMessage;
        case 'tooShort':
        case 'tooLong':
          return intl.formatMessage(lengthMessage, bounds);
        case 'common':
          return intl.formatMessage(passwordMessages.common);
        default:
          return undefined;
      }
    };
  }, [intl, emptyMessage, estimator]);
  return { estimator, validate };
}
