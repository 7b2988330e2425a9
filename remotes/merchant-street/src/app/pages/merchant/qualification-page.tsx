import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { theme } from '@mall/ui-theme';
import { ErrorNotice, useFailureText } from '@mall/remote-kit';
import { ChallengeForm } from '../../../features/qualification/components/challenge-form';
import { QualificationDetails } from '../../../features/qualification/components/qualification-details';
import { selectQualification } from '../../../features/qualification/store/selectors';
import { answerEdited, answerSubmitted, captchaRequested } from '../../../features/qualification/store/slice';

/** /merchant/merchant/qualification?id=: the store's qualification, behind the server's picture challenge. */
export function MerchantQualificationPage({ merId }: { merId: number }) {
  const dispatch = useDispatch();
  const state = useSelector(selectQualification);
  const unlocked = state.merId === merId && state.detail !== null;
  const failureText = useFailureText();
  const refusal = state.answerFailure ? failureText(state.answerFailure) : '';

  // A picture on arrival and for another store; later ones come from the refresh button and refused answers.
  const unlockedNow = useRef(unlocked);
  unlockedNow.current = unlocked;
  useEffect(() => {
    if (!unlockedNow.current) dispatch(captchaRequested({ merId }));
  }, [dispatch, merId]);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md }}>
      <h2 css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <FormattedMessage
          id="merchantStreet.MerchantQualificationPage.title"
          defaultMessage="Store qualifications"
          description="Heading of the store qualification page"
        />
      </h2>
      {unlocked ? (
        <QualificationDetails detail={state.detail!} />
      ) : state.captchaStatus === 'failed' && !state.captcha && state.captchaFailure ? (
        <ErrorNotice failure={state.captchaFailure} onRetry={() => dispatch(captchaRequested({ merId }))} />
      ) : (
        <ChallengeForm
          captcha={state.merId === merId ? state.captcha : null}
          loadingPicture={state.captchaStatus === 'loading'}
          checking={state.checking}
          refusal={refusal}
          onRefresh={() => dispatch(captchaRequested({ merId }))}
          onEdit={() => dispatch(answerEdited())}
          onSubmit={(captcha) => dispatch(answerSubmitted({ merId, captcha }))}
        />
      )}
    </section>
  );
}
