import { css } from '@emotion/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { TextField, type TextFieldProps } from '@mall/ui-theme/text-field';
import type { PasswordEstimator } from './estimator';
import { passwordMessages as m, ruleMessage, strengthMessage } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssue } from './rules';

const SEGMENTS = [1, 2, 3, 4];
const AMBER = '#8a5300'; // 4.9:1 on white, between the theme's danger and success

const styles = {
  box: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs }),
  meter: css({ display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '1.6em' }),
  bar: css({ display: 'inline-flex', gap: 2, width: 96, flex: 'none' }),
  segment: css({ flex: 1, height: 6, borderRadius: theme.radius.pill, background: theme.colors.border }),
};

/** Segments lit and their colour for each verdict: the text says it too, colour is never the only sign. */
const LEVELS: Record<string, { text: MessageDescriptor; lit: number; colour: string }> = {
  tooShort: { text: m.tooShort, lit: 1, colour: theme.colors.danger },
  tooLong: { text: m.tooLong, lit: 1, colour: theme.colors.danger },
  common: { text: m.commonLevel, lit: 1, colour: theme.colors.danger },
  0: { text: m.veryWeak, lit: 1, colour: theme.colors.danger },
  1: { text: m.weak, lit: 1, colour: theme.colors.danger },
  2: { text: m.fair, lit: 2, colour: AMBER },
  3: { text: m.good, lit: 3, colour: theme.colors.success },
  4: { text: m.strong, lit: 4, colour: theme.colors.success },
};

/** The verdict on `password`: a refusal of the rule, else zxcvbn's score; nothing while empty or still loading. */
function levelOf(password: string, estimator: PasswordEstimator | null): string | undefined {
  const issue = passwordIssue(password, estimator?.isCommon);
  if (issue === 'empty') return undefined;
  if (issue) return issue;
  return estimator ? String(estimator.score(password)) : undefined;
}

export interface PasswordStrengthProps {
  password: string;
  estimator: PasswordEstimator | null;
}

/**
 * The rule and the strength of a new password, under its field (the field's description, so a screen reader
 * reads both with the field). The level is text, announced politely as it changes; the bar only repeats it.
 */
export function PasswordStrength({ password, estimator }: PasswordStrengthProps) {
  const intl = useIntl();
  const level = LEVELS[levelOf(password, estimator) ?? ''];
  return (
    <span css={styles.box}>
      <span>{intl.formatMessage(ruleMessage, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</span>{' '}
      <span css={styles.meter}>
        {level && (
          <span aria-hidden="true" css={styles.bar} data-lit={level.lit}>
            {SEGMENTS.map((n) => (
              <span key={n} css={[styles.segment, n <= level.lit && css({ background: level.colour })]} />
            ))}
          </span>
        )}
        <span aria-live="polite">{level ? intl.formatMessage(strengthMessage, { level: intl.formatMessage(level.text) }) : null}</span>
      </span>
    </span>
  );
}

export interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'hint' | 'autoComplete'> {
  estimator: PasswordEstimator | null;
}

/** A new-password input (final-form's `input`/`meta` spread in) with the rule and the strength meter under it. */
export function NewPasswordField({ estimator, ...field }: NewPasswordFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete="new-password"
      hint={<PasswordStrength password={field.input?.value ?? field.value ?? ''} estimator={estimator} />}
    />
  );
}
