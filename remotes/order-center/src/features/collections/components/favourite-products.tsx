import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { ButtonLink } from '@mall/remote-kit';
import { Button, Price } from '@mall/ui-theme';
import { HOME_PATH, productPath } from '@mall/routes';
import { selectCollections } from '../store/selectors';
import { collectedProductsRequested, productUncollected } from '../store/slice';
import { collectionStyles as styles } from './collection-styles';
import { PagedCollection } from './paged-collection';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  remove: { id: 'orderCenter.FavouriteProducts.remove', defaultMessage: 'Remove', description: 'Removes a product from the favourites' },
  removeLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.FavouriteProducts.removeLabel',
    defaultMessage: 'Remove {name} from favourites',
    description: 'Accessible name of Remove',
  }),
  offShelf: {
    id: 'orderCenter.FavouriteProducts.offShelf',
    defaultMessage: 'No longer on sale',
    description: 'The favourite product was taken off sale',
  },
  soldOut: { id: 'orderCenter.FavouriteProducts.soldOut', defaultMessage: 'Sold out', description: 'The favourite product has no stock' },
  empty: {
    id: 'orderCenter.FavouriteProducts.empty',
    defaultMessage: 'No favourite products yet',
    description: 'Heading when no product is in the favourites',
  },
  emptyText: {
    id: 'orderCenter.FavouriteProducts.emptyText',
    defaultMessage: 'Press “Collect” on a product page to keep it here.',
    description: 'Explanation when no product is in the favourites',
  },
  browse: { id: 'orderCenter.FavouriteProducts.browse', defaultMessage: 'Go shopping', description: 'Link home from the empty favourites' },
});

/** The "Products" tab: favourite products with their price, a link to each, and Remove. */
export function FavouriteProducts({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoney();
  const dispatch = useDispatch();
  const { products, busyKey } = useSelector(selectCollections);

  useEffect(() => {
    dispatch(collectedProductsRequested({ page }));
  }, [dispatch, page]);

  return (
    <PagedCollection
      list={products}
      page={page}
      onPage={onPage}
      onRetry={() => dispatch(collectedProductsRequested({ page }))}
      empty={{
        title: intl.formatMessage(messages.empty),
        description: intl.formatMessage(messages.emptyText),
        action: (
          <ButtonLink variant="secondary" to={localizePath(HOME_PATH, locale)}>
            {intl.formatMessage(messages.browse)}
          </ButtonLink>
        ),
      }}
    >
      {(product) => {
        const to = localizePath(productPath(product.productId), locale);
        let note: string | null = null;
        if (!product.isShow) note = intl.formatMessage(messages.offShelf);
        else if (product.stock === 0) note = intl.formatMessage(messages.soldOut);
        return (
          <li key={product.id}>
            <article css={styles.card}>
              <Link to={to} css={styles.link} tabIndex={-1} aria-hidden="true">
                <Picture
                  src={product.image}
                  width={240}
                  height={240}
                  sizes="(max-width: 640px) 50vw, 240px"
                  css={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                />
              </Link>
              <h2 css={styles.name}>
                <Link to={to} css={styles.link}>
                  {product.storeName}
                </Link>
              </h2>
              <Price value={money(product.price)} />
              {note && <span css={styles.note}>{note}</span>}
              <div css={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={busyKey !== null}
                  loading={busyKey === `product:${product.productId}`}
                  aria-label={intl.formatMessage(messages.removeLabel, { name: product.storeName })}
                  onClick={() => dispatch(productUncollected({ productId: product.productId }))}
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </div>
            </article>
          </li>
        );
      }}
    </PagedCollection>
  );
}
