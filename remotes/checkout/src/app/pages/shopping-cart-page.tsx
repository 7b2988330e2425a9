import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { localizePath, useLocale } from '@mall/i18n';
import { PageColumn, selectSessionGeneration, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CheckoutSignInPrompt } from '../../components/checkout-sign-in-prompt';
import { CartView } from '../../features/cart/components/cart-view';
import { selectCart } from '../../features/cart/store/selectors';
import { cartOpened, preOrderOpened, cartReducer } from '../../features/cart/store/slice';
import { GuestBanner } from '../../features/visitor-cart/components/guest-banner';
import { isVisitorSession } from '../../lib/visitor-token';
import { orderConfirmPath } from '@mall/routes';
import { cartSaga } from '../../features/cart/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ cart: { reducer: cartReducer, saga: cartSaga } });

/** /order/shopping_cart */
export function ShoppingCartPage() {
  const heading = useIntl().formatMessage({
    id: 'checkout.ShoppingCartPage.title',
    defaultMessage: 'Shopping cart',
    description: 'Heading of the shopping cart page',
  });
  usePageTitle(heading);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const signedIn = useSelector(selectSignedIn);
  const generation = useSelector(selectSessionGeneration);
  const { preOrderNo } = useSelector(selectCart);

  // Loaded on arrival and again whenever the shopper changes (a guest signing in to an account).
  useEffect(() => {
    if (signedIn) dispatch(cartOpened());
  }, [dispatch, signedIn, generation]);

  useEffect(() => {
    if (!preOrderNo) return;
    dispatch(preOrderOpened());
    navigate(localizePath(orderConfirmPath(preOrderNo), locale));
  }, [dispatch, navigate, locale, preOrderNo]);

  return (
    <PageColumn>
      <h1>{heading}</h1>
      {signedIn ? (
        <>
          {isVisitorSession() && <GuestBanner />}
          <CartView />
        </>
      ) : (
        <CheckoutSignInPrompt />
      )}
    </PageColumn>
  );
}
