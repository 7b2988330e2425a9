import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBusValue } from '@mall/event-bus';
import { refreshCartCount } from '@mall/api-client/cart-count';
import { theme } from '@mall/ui-theme';
import { useSession } from '../../session/use-session';
import { Icon } from '../common/icon';
import { SHOPPING_CART_PATH } from '@mall/routes';
import { useLocalizedPath } from '../common/use-localized-path';

const messages = defineMessages({
  cart: { id: 'host.CartLink.cart', defaultMessage: 'Cart', description: 'Header link to the shopping cart' },
  // Begins with what the link shows (its word and badge: WCAG 2.5.3, label in name), then what it means.
  label: defineMessage<{ count: number; shown: string }>({
    id: 'host.CartLink.label',
    defaultMessage: '{shown}, {count, plural, =0 {empty} one {# item} other {# items}}',
    description: 'Accessible name of the cart link with the item count',
  }),
});

const link = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  height: 40,
  padding: `0 ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  color: theme.colors.text,
  fontSize: theme.font.size.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&:hover': { color: theme.colors.brandStrong, borderColor: theme.colors.brand },
});

const badge = css({
  position: 'absolute',
  top: -8,
  right: -8,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: theme.radius.pill,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  boxSizing: 'border-box',
  // The count is drawn from the attribute, not written as text: the link's name already begins with it
  // ("Cart 3, 3 items"), and text inside would make the visible text "Cart3", which that name does not contain.
  '&::after': { content: 'attr(data-count)' },
});

/** Cart link with the item count: loaded on sign-in, then kept live by `cart/countChanged`. */
export function CartLink() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const { loggedIn } = useSession();
  const count = useBusValue('cart/countChanged')?.count ?? 0;

  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    void refreshCartCount({ signal: controller.signal });
    return () => controller.abort();
  }, [loggedIn]);

  const badgeText = count > 99 ? '99+' : String(count);
  const word = intl.formatMessage(messages.cart);

  return (
    <Link
      to={localize(SHOPPING_CART_PATH)}
      css={link}
      aria-label={intl.formatMessage(messages.label, { count, shown: count > 0 ? `${word} ${badgeText}` : word })}
    >
      <Icon name="cart" size={20} />
      <span>{word}</span>
      {count > 0 && <span css={badge} aria-hidden="true" data-count={badgeText} />}
    </Link>
  );
}
