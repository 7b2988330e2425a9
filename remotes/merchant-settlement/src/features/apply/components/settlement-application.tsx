import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { commonMessages, localizePath, useLocale } from '@mall/i18n';
import { useFailureText } from '@mall/remote-kit';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { applicationRecordPath } from '@mall/routes';
import { EMPTY_APPLICATION, fromApplication } from '../form-values';
import { pageMessages as m } from '../messages';
import { selectEditing, selectOptions, selectSubmit } from '../store/selectors';
import { applicationSubmitted, formOpened } from '../store/slice';
import { ApplicationForm } from './application-form';

const styles = {
  intro: css({ margin: `0 0 ${theme.space.lg}`, color: theme.colors.muted }),
  reason: css({
    margin: `0 0 ${theme.space.lg}`,
    padding: theme.space.md,
    borderLeft: `3px solid ${theme.colors.danger}`,
    background: theme.colors.brandSoft,
  }),
  center: css({ display: 'flex', justifyContent: 'center', padding: theme.space.xl }),
  problem: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.md }),
};

const STATE_NAMES = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;

/**
 * The application page's body: loads the category and type lists (and, with `editId`, the rejected application to
 * prefill), shows the form, sends it, and goes to the record once the server accepted it.
 */
export function SettlementApplication({ editId }: { editId: number | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const options = useSelector(selectOptions);
  const editing = useSelector(selectEditing);
  const submit = useSelector(selectSubmit);

  useEffect(() => {
    dispatch(formOpened({ editId }));
  }, [dispatch, editId]);

  // Only a submit made on this visit leads away (the store outlives the page).
  const sentHere = useRef(false);
  useEffect(() => {
    if (sentHere.current && submit.status === 'accepted') navigate(localizePath(applicationRecordPath(), locale));
  }, [submit.status, navigate, locale]);

  const failureText = useFailureText();
  const retry = () => dispatch(formOpened({ editId }));
  const records = <Link to={localizePath(applicationRecordPath(), locale)}>{intl.formatMessage(m.records)}</Link>;

  if (options.status === 'failed' || editing.status === 'failed') {
    return (
      <div role="alert" css={styles.problem}>
        <p>{editing.error?.code === 404 ? failureText(editing.error) : intl.formatMessage(m.loadFailed)}</p>
        {/* Editing is ours: a backend of the contract's family does not offer it, and a retry cannot change that. */}
        {editing.error?.notServed ? null : (
          <Button variant="secondary" onClick={retry}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        )}
        {records}
      </div>
    );
  }

  const loadingEdit = editId !== null && editing.status !== 'ready';
  if (options.status !== 'ready' || !options.data || loadingEdit) {
    return (
      <div css={styles.center}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </div>
    );
  }

  const application = editId !== null ? editing.data : null;
  if (application && application.auditStatus !== 3) {
    return (
      <div css={styles.problem}>
        <p role="status">{intl.formatMessage(m.notEditable, { state: STATE_NAMES[application.auditStatus] })}</p>
        {records}
      </div>
    );
  }

  return (
    <>
      <p css={styles.intro}>
        {intl.formatMessage(application ? m.editIntro : m.intro)} {records}
      </p>
      {application && <p css={styles.reason}>{intl.formatMessage(m.lastReason, { reason: application.denialReason })}</p>}
      <ApplicationForm
        key={application?.id ?? 'new'}
        categories={options.data.categories}
        types={options.data.types}
        initialValues={application ? fromApplication(application) : EMPTY_APPLICATION}
        editing={application !== null}
        submitting={submit.status === 'submitting'}
        onSubmit={(request) => {
          sentHere.current = true;
          dispatch(applicationSubmitted({ editId: application?.id ?? null, request }));
        }}
      />
    </>
  );
}
