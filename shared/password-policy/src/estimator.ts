import { commonPasswordKey } from './rules';

/** zxcvbn's score: 0 too guessable … 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordEstimator {
  /** One of the most common passwords, which the API refuses (the same list, compared the same way). */
  isCommon(password: string): boolean;
  /** How hard the password is to guess (patterns, keyboard walks, dates, repeats, common words). */
  score(password: string): StrengthScore;
}

let loading: Promise<PasswordEstimator> | undefined;

/**
 * zxcvbn-ts with its common dictionary (~49,000 passwords ranked by frequency, the list the API refuses, plus
 * keyboard layouts), loaded once, on demand: ~230 KB compressed, so it is fetched when a form that sets a password
 * opens and never on pages that do not. A failed load (network) is tried again by the next call.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "password-estimator" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "password-estimator" */ '@zxcvbn-ts/language-common'),
  ]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      const list = new Set(common.dictionary['passwords-common']);
      const isCommon = (password: string) => list.has(commonPasswordKey(password));
      return {
        isCommon,
        score: (password) => (isCommon(password) ? 0 : (zxcvbn.check(password).score as StrengthScore)),
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
