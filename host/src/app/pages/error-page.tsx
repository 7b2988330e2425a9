import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { Link, useInRouterContext } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';

export interface ErrorPageProps {
  /** 404 not found, 500 load failed, 401 please sign in, anything else bad request. */
  status?: number;
}

/** The tab's title of each error page. */
const titles = defineMessages({
  notFound: { id: 'host.ErrorPage.notFoundTitle', defaultMessage: 'Page not found', description: '404 title' },
  loadFailed: { id: 'host.ErrorPage.loadFailedTitle', defaultMessage: 'Load failed', description: '500 title' },
  signIn: { id: 'host.ErrorPage.signIn', defaultMessage: 'Please sign in', description: '401 text' },
  badRequest: { id: 'host.ErrorPage.badRequest', defaultMessage: 'Bad request', description: 'Other error codes' },
});

function ErrorTitle({ status }: { status: number }) {
  const intl = useIntl();
  const title = status === 404 ? titles.notFound : status === 500 ? titles.loadFailed : status === 401 ? titles.signIn : titles.badRequest;
  usePageTitle(intl.formatMessage(title));
  return null;
}

function ErrorText({ status }: { status: number }) {
  if (status === 404) {
    return (
      <>
        <h1>
          <FormattedMessage id="host.ErrorPage.notFoundTitle" defaultMessage="Page not found" description="404 title" />
        </h1>
        <p>
          <FormattedMessage id="host.ErrorPage.notFoundMessage" defaultMessage="This page could not be found" description="404 message" />
        </p>
      </>
    );
  }
  if (status === 500) {
    return (
      <>
        <h1>
          <FormattedMessage id="host.ErrorPage.loadFailedTitle" defaultMessage="Load failed" description="500 title" />
        </h1>
        <p>
          <FormattedMessage
            id="host.ErrorPage.loadFailedMessage"
            defaultMessage="Something went wrong while loading this page. Please try again later."
            description="500 message"
          />
        </p>
      </>
    );
  }
  return (
    <h1>
      {status === 401 ? (
        <FormattedMessage id="host.ErrorPage.signIn" defaultMessage="Please sign in" description="401 text" />
      ) : (
        <FormattedMessage id="host.ErrorPage.badRequest" defaultMessage="Bad request" description="Other error codes" />
      )}
    </h1>
  );
}

function BackHome() {
  const home = localizePath('/', useLocale());
  const label = <FormattedMessage id="common.backHome" defaultMessage="Back to home" description="Error page button" />;
  // Outside the router (the top error boundary) a plain link also starts the app afresh.
  return useInRouterContext() ? <Link to={home}>{label}</Link> : <a href={home}>{label}</a>;
}

/** The error page: a title and message by status, and a way back home. */
export function ErrorPage({ status = 500 }: ErrorPageProps) {
  return (
    <section
      data-status={status}
      css={(theme) => ({
        padding: `${theme.space.xl} ${theme.space.md}`,
        textAlign: 'center',
        h1: { fontSize: theme.font.size.xxl, margin: 0 },
        p: { color: theme.colors.muted },
        a: {
          display: 'inline-block',
          marginTop: theme.space.md,
          padding: `${theme.space.sm} ${theme.space.lg}`,
          borderRadius: theme.radius.pill,
          background: theme.colors.brandStrong,
          color: theme.colors.onBrand,
          textDecoration: 'none',
        },
      })}
    >
      <ErrorTitle status={status} />
      <ErrorText status={status} />
      <BackHome />
    </section>
  );
}
