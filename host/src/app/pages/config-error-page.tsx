import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ConfigErrorPageProps {
  onRetry: () => Promise<void>;
}

/** The whole page when /runtime-config.json could not be read: nothing else can start without it. */
export function ConfigErrorPage({ onRetry }: ConfigErrorPageProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <main role="alert" css={(theme) => ({ maxWidth: 560, margin: '15vh auto', padding: theme.space.lg, textAlign: 'center' })}>
      <h1>
        <FormattedMessage
          id="host.ConfigErrorPage.title"
          defaultMessage="The store could not start"
          description="Runtime configuration failed to load"
        />
      </h1>
      <p>
        <FormattedMessage
          id="host.ConfigErrorPage.message"
          defaultMessage="Its settings could not be loaded. Check your connection and try again."
          description="Runtime configuration failed to load"
        />
      </p>
      <button type="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
        <FormattedMessage id="common.retry" defaultMessage="Retry" description="Try loading again" />
      </button>
    </main>
  );
}
