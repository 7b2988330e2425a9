import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { ButtonLink, ErrorNotice, LoadingBlock, useFailureText } from '@mall/remote-kit';
import { theme } from '@mall/ui-theme';
import { OrderGoods } from '../../../components/order-goods';
import { panel } from '../../../components/panel';
import { EVALUATION_LIST_PATH } from '@mall/routes';
import { MY_REVIEWS_PATH } from '../review-tabs';
import { selectReviewLine, selectReviewSubmit } from '../store/selectors';
import { reviewFormLeft, reviewLineRequested } from '../store/slice';
import { ReviewForm } from './review-form';
import { ReviewSentDialog } from './review-sent-dialog';

const messages = defineMessages({
  missing: {
    id: 'orderCenter.ReviewLineView.missing',
    defaultMessage: 'No order line was chosen to review.',
    description: 'The review form was opened without a line',
  },
  notFound: {
    id: 'orderCenter.ReviewLineView.notFound',
    defaultMessage: 'This order line was not found among your orders.',
    description: 'The line to review does not exist or belongs to someone else',
  },
  refused: {
    id: 'orderCenter.ReviewLineView.refused',
    defaultMessage: 'This line cannot be reviewed',
    description: 'Heading when the server refuses the line (already reviewed, not received)',
  },
  back: { id: 'orderCenter.ReviewLineView.back', defaultMessage: 'Back to my reviews', description: 'Link back to the review list' },
});

const notice = css([panel, { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.sm }]);

function Unavailable({ title, text }: { title?: string; text: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div role="alert" css={notice}>
      {title && <p css={{ margin: 0, fontWeight: 600 }}>{title}</p>}
      <p css={{ margin: 0 }}>{text}</p>
      <ButtonLink variant="secondary" to={localizePath(EVALUATION_LIST_PATH, locale)}>
        {intl.formatMessage(messages.back)}
      </ButtonLink>
    </div>
  );
}

/** /users/evaluation_confirm's body: the line (read from the server by its id), then its review form. */
export function ReviewLineView({ orderInfoId }: { orderInfoId: number | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const failureText = useFailureText();
  const line = useSelector(selectReviewLine);
  const submit = useSelector(selectReviewSubmit);

  useEffect(() => {
    if (orderInfoId === null) return undefined;
    dispatch(reviewLineRequested({ orderInfoId }));
    return () => {
      dispatch(reviewFormLeft());
    };
  }, [dispatch, orderInfoId]);

  if (orderInfoId === null) return <Unavailable text={intl.formatMessage(messages.missing)} />;
  if (line.status === 'failed' && line.error) {
    // Not found and someone else's line answer alike (404); a refused line (already reviewed, not received: 500)
    // gets the server's reason; anything else can be tried again.
    if (line.error.code === 404) return <Unavailable text={intl.formatMessage(messages.notFound)} />;
    if (line.error.code === 500 || line.error.code === 403) {
      return <Unavailable title={intl.formatMessage(messages.refused)} text={failureText(line.error)} />;
    }
    return <ErrorNotice failure={line.error} onRetry={() => dispatch(reviewLineRequested({ orderInfoId }))} />;
  }
  if (line.status !== 'ready' || !line.data) return <LoadingBlock />;
  const item = line.data;
  return (
    <>
      <div css={panel}>
        <OrderGoods merId={item.merId} merName={item.merName} lines={[item]} headingLevel={2} />
      </div>
      <div css={panel}>
        <ReviewForm key={item.id} line={item} />
      </div>
      {submit.status === 'sent' && (
        <ReviewSentDialog message={submit.message} onDone={() => navigate(localizePath(MY_REVIEWS_PATH, locale))} />
      )}
    </>
  );
}
