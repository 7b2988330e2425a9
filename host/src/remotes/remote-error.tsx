import { FormattedMessage } from 'react-intl';

export interface RemoteErrorProps {
  onRetry: () => void;
}

/** Shown in place of a remote's page when it could not be loaded; the rest of the shell keeps working. */
export function RemoteError({ onRetry }: RemoteErrorProps) {
  return (
    <section
      role="alert"
      data-remote-error=""
      css={(theme) => ({
        margin: `${theme.space.xl} auto`,
        padding: theme.space.lg,
        maxWidth: 560,
        textAlign: 'center',
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.md,
      })}
    >
      <p>
        <FormattedMessage
          id="host.RemoteSlot.unavailable"
          defaultMessage="This part of the store could not be loaded."
          description="A micro-frontend failed to load"
        />
      </p>
      <button
        type="button"
        onClick={onRetry}
        css={(theme) => ({
          padding: `${theme.space.sm} ${theme.space.lg}`,
          border: 0,
          borderRadius: theme.radius.pill,
          background: theme.colors.brandStrong,
          color: theme.colors.onBrand,
          cursor: 'pointer',
        })}
      >
        <FormattedMessage id="common.retry" defaultMessage="Retry" description="Load the failed part again" />
      </button>
    </section>
  );
}
