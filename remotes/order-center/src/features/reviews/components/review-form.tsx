import { css } from '@emotion/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { ReviewableLine } from '@mall/contract';
import { PictureUploader, TextAreaField, useFailureText } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { COMMENT_LIMIT, initialReviewValues, REVIEW_PICTURES, reviewRequestOf, type ReviewValues } from '../review-values';
import { selectReviewSubmit } from '../store/selectors';
import { reviewSubmitted } from '../store/slice';
import { StarInput } from './star-input';

const messages = defineMessages({
  quality: { id: 'orderCenter.ReviewForm.quality', defaultMessage: 'Product quality', description: 'Label of the product quality rating' },
  service: {
    id: 'orderCenter.ReviewForm.service',
    defaultMessage: 'Service attitude',
    description: 'Label of the service attitude rating',
  },
  comment: { id: 'orderCenter.ReviewForm.comment', defaultMessage: 'Your experience', description: 'Label of the review text' },
  placeholder: {
    id: 'orderCenter.ReviewForm.placeholder',
    defaultMessage: 'How was the product? Share what other shoppers should know.',
    description: 'Placeholder of the review text',
  },
  commentRequired: {
    id: 'orderCenter.ReviewForm.commentRequired',
    defaultMessage: 'Please write about your experience',
    description: 'The review text is empty',
  },
  pictures: { id: 'orderCenter.ReviewForm.pictures', defaultMessage: 'Pictures', description: 'Label of the review pictures' },
  submit: { id: 'orderCenter.ReviewForm.submit', defaultMessage: 'Submit review', description: 'Button that sends the review' },
  waitUploads: {
    id: 'orderCenter.ReviewForm.waitUploads',
    defaultMessage: 'Wait until the pictures are uploaded.',
    description: 'Submit waits for uploads in flight',
  },
});

const counter = defineMessage<{ count: number; limit: number }>({
  id: 'orderCenter.ReviewForm.counter',
  defaultMessage: '{count} / {limit} characters',
  description: 'Characters typed in the review and the limit',
});

const tooLong = defineMessage<{ limit: number }>({
  id: 'orderCenter.ReviewForm.tooLong',
  defaultMessage: 'At most {limit} characters',
  description: 'The review text is over the limit',
});

const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: theme.space.md });
const refusal = css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.danger });

/**
 * The review of one line: two 1–5 ratings, the required text (512 characters at most, with a
 * counter), up to 5 JPG/PNG pictures; the server's refusal (already reviewed, not received) shows above Submit.
 */
export function ReviewForm({ line }: { line: ReviewableLine }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const failureText = useFailureText();
  const submit = useSelector(selectReviewSubmit);
  const [uploading, setUploading] = useState(0);
  // One object for the form's life: new initial values would start the form over.
  const [initialValues] = useState(initialReviewValues);

  const validateComment = (value: string | undefined) => {
    const text = (value ?? '').trim();
    if (!text) return intl.formatMessage(messages.commentRequired);
    return text.length > COMMENT_LIMIT ? intl.formatMessage(tooLong, { limit: COMMENT_LIMIT }) : undefined;
  };

  return (
    <Form<ReviewValues>
      initialValues={initialValues}
      onSubmit={(values) => {
        if (uploading > 0) return;
        dispatch(reviewSubmitted(reviewRequestOf(line, values)));
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<number> name="star">
            {({ input }) => (
              <StarInput label={intl.formatMessage(messages.quality)} name={input.name} value={input.value} onChange={input.onChange} />
            )}
          </Field>
          <Field<number> name="serviceStar">
            {({ input }) => (
              <StarInput label={intl.formatMessage(messages.service)} name={input.name} value={input.value} onChange={input.onChange} />
            )}
          </Field>
          <Field<string> name="comment" validate={validateComment}>
            {({ input, meta }) => (
              <TextAreaField
                label={intl.formatMessage(messages.comment)}
                input={input}
                meta={meta}
                placeholder={intl.formatMessage(messages.placeholder)}
                rows={5}
                required
                eagerError={(input.value ?? '').trim().length > COMMENT_LIMIT}
                hint={intl.formatMessage(counter, { count: (input.value ?? '').trim().length, limit: COMMENT_LIMIT })}
              />
            )}
          </Field>
          <Field<string[]> name="pics">
            {({ input }) => (
              <PictureUploader
                label={intl.formatMessage(messages.pictures)}
                value={input.value || []}
                onChange={input.onChange}
                max={REVIEW_PICTURES}
                onPendingChange={setUploading}
              />
            )}
          </Field>
          {submit.status === 'refused' && submit.error && (
            <p role="alert" css={refusal}>
              {failureText(submit.error)}
            </p>
          )}
          <div css={footer}>
            {uploading > 0 && <span css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.waitUploads)}</span>}
            <Button type="submit" loading={submit.status === 'submitting'} disabled={uploading > 0}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
