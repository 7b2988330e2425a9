import { css } from '@emotion/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';
import { sanitizeHtml } from '@mall/ui-theme/sanitize-html';
import { agreementMessages as m } from '../messages';
import { selectAgreement } from '../store/selectors';
import { agreementRequested } from '../store/slice';

const body = css({
  maxHeight: '60vh',
  overflowY: 'auto',
  color: theme.colors.text,
  'h2, h3': { fontSize: theme.font.size.lg, margin: `${theme.space.md} 0 ${theme.space.xs}` },
  p: { margin: `0 0 ${theme.space.sm}` },
});

export interface AgreementDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onAccept: () => void;
}

/** The settlement agreement (loaded the first time it opens), with "I agree". */
export function AgreementDialog({ open, title, onClose, onAccept }: AgreementDialogProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const agreement = useSelector(selectAgreement);
  const html = useMemo(() => (agreement.data ? sanitizeHtml(agreement.data) : ''), [agreement.data]);

  const status = useRef(agreement.status);
  status.current = agreement.status;

  // Each opening loads the agreement unless it is here or on its way (a failed load is tried again next time).
  useEffect(() => {
    if (open && (status.current === 'idle' || status.current === 'failed')) dispatch(agreementRequested());
  }, [open, dispatch]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={640}
      footer={
        <Button onClick={onAccept} disabled={agreement.status !== 'ready'}>
          {intl.formatMessage(m.accept)}
        </Button>
      }
    >
      {agreement.status === 'ready' && <div css={body} dangerouslySetInnerHTML={{ __html: html }} />}
      {agreement.status === 'loading' && <Spinner label={intl.formatMessage(m.loading)} />}
      {agreement.status === 'failed' && <p role="alert">{intl.formatMessage(m.failed)}</p>}
    </Modal>
  );
}
