import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { localizePath, useLocale } from '@mall/i18n';
import { ButtonLink } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { MERCHANT_STREET_PATH, shopPath } from '@mall/routes';
import { selectCollections } from '../store/selectors';
import { followedStoresRequested, storeUnfollowed } from '../store/slice';
import { collectionStyles as styles } from './collection-styles';
import { PagedCollection } from './paged-collection';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  enter: { id: 'orderCenter.FollowedStores.enter', defaultMessage: 'Enter shop', description: 'Opens a followed store' },
  enterLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.FollowedStores.enterLabel',
    defaultMessage: 'Enter {name}',
    description: 'Accessible name of Enter shop',
  }),
  unfollow: { id: 'orderCenter.FollowedStores.unfollow', defaultMessage: 'Unfollow', description: 'Stops following a store' },
  unfollowLabel: defineMessage<{ name: string }>({
    id: 'orderCenter.FollowedStores.unfollowLabel',
    defaultMessage: 'Unfollow {name}',
    description: 'Accessible name of Unfollow',
  }),
  empty: {
    id: 'orderCenter.FollowedStores.empty',
    defaultMessage: 'You follow no store yet',
    description: 'Heading when no store is followed',
  },
  emptyText: {
    id: 'orderCenter.FollowedStores.emptyText',
    defaultMessage: 'Follow a store on its page to find it here.',
    description: 'Explanation when no store is followed',
  },
  street: {
    id: 'orderCenter.FollowedStores.street',
    defaultMessage: 'Visit the shop street',
    description: 'Link to the shop street from the empty list',
  },
});

/** The "Followed stores" tab: each store's avatar and name, Enter shop and Unfollow. */
export function FollowedStores({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const { stores, busyKey } = useSelector(selectCollections);

  useEffect(() => {
    dispatch(followedStoresRequested({ page }));
  }, [dispatch, page]);

  return (
    <PagedCollection
      list={stores}
      page={page}
      onPage={onPage}
      onRetry={() => dispatch(followedStoresRequested({ page }))}
      empty={{
        title: intl.formatMessage(messages.empty),
        description: intl.formatMessage(messages.emptyText),
        action: (
          <ButtonLink variant="secondary" to={localizePath(MERCHANT_STREET_PATH, locale)}>
            {intl.formatMessage(messages.street)}
          </ButtonLink>
        ),
      }}
    >
      {(store) => (
        <li key={store.merId}>
          <article css={[styles.card, { alignItems: 'center', textAlign: 'center' }]}>
            <Picture
              src={store.merAvatar}
              width={72}
              height={72}
              sizes="72px"
              css={{ borderRadius: theme.radius.pill, objectFit: 'cover' }}
            />
            <h2 css={styles.name}>{store.merName}</h2>
            <div css={[styles.actions, { justifyContent: 'center' }]}>
              <ButtonLink
                to={localizePath(shopPath(store.merId), locale)}
                variant="primary"
                label={intl.formatMessage(messages.enterLabel, { name: store.merName })}
              >
                {intl.formatMessage(messages.enter)}
              </ButtonLink>
              <Button
                variant="secondary"
                disabled={busyKey !== null}
                loading={busyKey === `store:${store.merId}`}
                aria-label={intl.formatMessage(messages.unfollowLabel, { name: store.merName })}
                onClick={() => dispatch(storeUnfollowed({ merId: store.merId }))}
              >
                {intl.formatMessage(messages.unfollow)}
              </Button>
            </div>
          </article>
        </li>
      )}
    </PagedCollection>
  );
}
