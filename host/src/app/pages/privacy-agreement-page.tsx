import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { getLoginMethodInfo } from '../../features/auth/api/login-config';
import { LoadingState } from '../../components/loading-state';
import { AgreementText } from './agreement-text';

type AgreementState = { status: 'loading' } | { status: 'loaded'; agreement: string } | { status: 'failed' };

/** /middlewares/privacy_agreement: the user agreement from GET /api/front/login/method/info. */
export function PrivacyAgreementPage() {
  const heading = useIntl().formatMessage({
    id: 'host.PrivacyAgreementPage.title',
    defaultMessage: 'User agreement',
    description: 'Heading of the agreement page',
  });
  usePageTitle(heading);
  const [state, setState] = useState<AgreementState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getLoginMethodInfo({ signal: controller.signal, silent: true }).then(
      (info) => setState({ status: 'loaded', agreement: info.agreement ?? '' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <article
      css={(theme) => ({
        maxWidth: theme.layout.pageWidth,
        margin: '0 auto',
        padding: theme.space.lg,
        background: theme.colors.surface,
      })}
    >
      <h1>{heading}</h1>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && (
        <p role="alert">
          <FormattedMessage
            id="host.PrivacyAgreementPage.failed"
            defaultMessage="The agreement could not be loaded."
            description="The agreement call failed"
          />
        </p>
      )}
      {state.status === 'loaded' &&
        (state.agreement.trim() ? (
          <AgreementText text={state.agreement} />
        ) : (
          <p>
            <FormattedMessage
              id="host.PrivacyAgreementPage.empty"
              defaultMessage="No agreement has been published yet."
              description="The server has no agreement text"
            />
          </p>
        ))}
    </article>
  );
}
