import { css } from '@emotion/react';
import type { ReactNode } from 'react';
// Not part of the shared singleton (package.json "exports"): each app bundles it with the fields that use it; the
// theme is the singleton's, through the package's own name.
import { theme } from '@mall/ui-theme';

export const frameStyles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md }),
  label: css({ fontSize: theme.font.size.md, color: theme.colors.text }),
  /** The control's outline, the same for an input, a textarea and a select. */
  control: css({
    minHeight: 40,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  }),
  hint: css({ fontSize: theme.font.size.sm, color: theme.colors.muted }),
  error: css({ fontSize: theme.font.size.sm, color: theme.colors.danger }),
};

/** The `aria-describedby` of a framed control: the ids of the hint and the error it shows. */
export function describedByOf(controlId: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') || undefined;
}

export interface FieldFrameProps {
  /** The id of the control the label names; the hint and the error take `<id>-hint` and `<id>-error`. */
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Announce the hint when it changes (e.g. a fee that follows the chosen option). */
  liveHint?: boolean;
  /** Translated error text, shown under the control as an alert. */
  error?: string;
  children: ReactNode;
}

/** A form field's frame: the label (with its required mark), the control, then its hint and its error. */
export function FieldFrame({ controlId, label, required, hint, liveHint, error, children }: FieldFrameProps) {
  return (
    <div css={frameStyles.wrapper}>
      <label htmlFor={controlId} css={frameStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint &&
        (liveHint ? (
          <div id={`${controlId}-hint`} aria-live="polite" css={frameStyles.hint}>
            {hint}
          </div>
        ) : (
          <span id={`${controlId}-hint`} css={frameStyles.hint}>
            {hint}
          </span>
        ))}
      {error && (
        <span id={`${controlId}-error`} role="alert" css={frameStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
