import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { commonMessages, localizePath, useLocale } from '@mall/i18n';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { Pager } from '@mall/ui-theme/pager';
import { merchantApplyPath } from '@mall/routes';
import { recordMessages as m } from '../messages';
import { selectApplications, selectRecordPage } from '../store/selectors';
import { RECORD_PAGE_SIZE, recordRequested } from '../store/slice';
import { RecordCard } from './record-card';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }),
  center: css({ display: 'flex', justifyContent: 'center', padding: theme.space.xl }),
  problem: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.md }),
  apply: css({ color: theme.colors.brandStrong, fontWeight: 600 }),
};

/** The shopper's applications, newest first, ten to a page. */
export function ApplicationRecord() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const page = useSelector(selectRecordPage);
  const applications = useSelector(selectApplications);

  useEffect(() => {
    dispatch(recordRequested({ page: 1 }));
  }, [dispatch]);

  const applyLink = (
    <Link css={styles.apply} to={localizePath(merchantApplyPath(), locale)}>
      {intl.formatMessage(m.apply)}
    </Link>
  );

  if (applications.status === 'failed') {
    return (
      <div role="alert" css={styles.problem}>
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onClick={() => dispatch(recordRequested({ page }))}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </div>
    );
  }
  if (applications.status !== 'ready' || !applications.data) {
    return (
      <div css={styles.center}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </div>
    );
  }
  const { list, total } = applications.data;
  if (list.length === 0) {
    return <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyDescription)} action={applyLink} />;
  }
  return (
    <>
      <ul css={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
        {list.map((application) => (
          <li key={application.id}>
            <RecordCard application={application} />
          </li>
        ))}
      </ul>
      <Pager total={total} pageSize={RECORD_PAGE_SIZE} page={page} onChange={(next) => dispatch(recordRequested({ page: next }))} />
    </>
  );
}
