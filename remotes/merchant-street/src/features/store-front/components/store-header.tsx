import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantIndexInfo } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { StarRating } from '@mall/ui-theme/star-rating';
import { SelfRunTag } from '../../../components/self-run-tag';
import { FollowButton } from './follow-button';
import { ServiceContact } from './service-contact';
import { StoreSearchForm } from './store-search-form';
import { Picture } from '@mall/ui-theme/picture';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.lg,
  padding: theme.space.md,
  marginBottom: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  flexWrap: 'wrap',
});
const facts = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  flexWrap: 'wrap',
  color: theme.colors.muted,
  fontSize: theme.font.size.md,
});

interface StoreHeaderProps {
  info: MerchantIndexInfo;
  /** The merchant type's name ('' while unknown). */
  typeName: string;
  followPending: boolean;
  onToggleFollow: () => void;
  qualificationHref: string;
  searchInitial: string;
  onSearch: (text: string) => void;
}

/** The store's header: logo, name, badges, rating, followers, follow, contact, qualification and in-store search. */
export function StoreHeader({
  info,
  typeName,
  followPending,
  onToggleFollow,
  qualificationHref,
  searchInitial,
  onSearch,
}: StoreHeaderProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="store-header-name" css={bar}>
      <Picture
        src={info.avatar}
        width={72}
        height={72}
        sizes="72px"
        eager
        css={{ borderRadius: '50%', border: `1px solid ${theme.colors.border}` }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs, flex: 1, minWidth: 260 }}>
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <h1 id="store-header-name" css={{ margin: 0, fontSize: theme.font.size.xl }}>
            {info.name}
          </h1>
          {info.isSelf && <SelfRunTag />}
          {typeName && (
            <span
              css={{
                padding: `0 ${theme.space.xs}`,
                border: `1px solid ${theme.colors.brandStrong}`,
                borderRadius: theme.radius.sm,
                color: theme.colors.brandStrong,
                fontSize: theme.font.size.sm,
              }}
            >
              {typeName}
            </span>
          )}
        </div>
        <div css={facts}>
          <StarRating value={info.starLevel} />
          <span>
            <FormattedMessage
              id="merchantStreet.StoreHeader.followers"
              defaultMessage="{count, plural, one {# follower} other {# followers}}"
              description="How many shoppers follow the store"
              values={{ count: info.followerCount }}
            />
          </span>
          <ServiceContact config={info} />
          <Link to={qualificationHref} css={{ color: theme.colors.brandStrong }}>
            <FormattedMessage
              id="merchantStreet.StoreHeader.qualification"
              defaultMessage="Qualification"
              description="Link to the store’s qualification page"
            />
          </Link>
        </div>
      </div>
      <div
        role="group"
        aria-label={intl.formatMessage({
          id: 'merchantStreet.StoreHeader.actions',
          defaultMessage: 'Store actions',
          description: 'Group of the follow button and search',
        })}
        css={{ display: 'flex', alignItems: 'center', gap: theme.space.md }}
      >
        <FollowButton following={info.isCollect} pending={followPending} onToggle={onToggleFollow} />
        <StoreSearchForm initial={searchInitial} onSearch={onSearch} />
      </div>
    </section>
  );
}
