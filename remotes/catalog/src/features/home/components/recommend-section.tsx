import { css } from '@emotion/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { type ApiFailure, ErrorNotice } from '@mall/remote-kit';
import { ProductGrid } from '../../../components/product-grid';
import { RenderNearView } from '../../../components/render-near-view';
import { SectionHeading } from '../../../components/section-heading';
import { useInView } from '../../../hooks/use-in-view';
import type { RecommendList } from '../store/slice';

const messages = defineMessages({
  title: { id: 'catalog.RecommendSection.title', defaultMessage: 'You may also like', description: 'Heading of the home product list' },
  first: {
    id: 'catalog.RecommendSection.first',
    defaultMessage: 'Recommended for you',
    description: 'Accessible name of the first eight products',
  },
  rest: {
    id: 'catalog.RecommendSection.rest',
    defaultMessage: 'More products',
    description: 'Accessible name of the products below the first eight',
  },
  loadMore: {
    id: 'catalog.RecommendSection.loadMore',
    defaultMessage: 'Show more products',
    description: 'Button loading the next page where scrolling cannot',
  },
  end: {
    id: 'catalog.RecommendSection.end',
    defaultMessage: 'You have seen all products',
    description: 'Text at the end of the home product list',
  },
});

/** Products in the grid beside the tall recommend picture. */
const FIRST_GRID_COUNT = 8;

const firstRow = css({ display: 'grid', gridTemplateColumns: '234px 1fr', gap: 16, marginBottom: 16 });
/** The tall picture takes the height of the eight cards beside it, never the other way round. */
const tallSlot = css({ position: 'relative', borderRadius: theme.radius.md, overflow: 'hidden', background: theme.colors.surface });
const tall = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
const footer = css({ display: 'flex', justifyContent: 'center', padding: theme.space.lg, color: theme.colors.muted });

interface RecommendSectionProps {
  recommend: RecommendList;
  recommendImage: string | null | undefined;
  more: { status: 'idle' | 'loading' | 'failed'; error: ApiFailure | null };
  onMore: () => void;
}

/**
 * "You may also like": the first eight products beside the tall recommend picture, the rest as cards, and
 * the next page appended whenever the sentinel under the list comes near the viewport, until `total`.
 */
export function RecommendSection({ recommend, recommendImage, more, onMore }: RecommendSectionProps) {
  const intl = useIntl();
  const { ref, inView, supported } = useInView<HTMLDivElement>('300px');
  const hasMore = recommend.list.length < recommend.total;
  const first = recommend.list.slice(0, FIRST_GRID_COUNT);
  const rest = recommend.list.slice(FIRST_GRID_COUNT);

  useEffect(() => {
    // After a page lands the sentinel may still be in view: ask again until it leaves or the list ends.
    if (inView && hasMore && more.status === 'idle') onMore();
  }, [inView, hasMore, more.status, recommend.list.length, onMore]);

  return (
    <section aria-labelledby="recommend-title" css={{ margin: `${theme.space.xl} 0` }}>
      <SectionHeading id="recommend-title">{intl.formatMessage(messages.title)}</SectionHeading>
      {/* Below the first screen: the cards render when they near the window, empty cards hold their place. */}
      <RenderNearView
        placeholder={
          <>
            <div css={firstRow}>
              <div css={tallSlot} />
              <ProductGrid products={first} columns={4} placeholder />
            </div>
            {rest.length > 0 && <ProductGrid products={rest} columns={5} placeholder />}
          </>
        }
      >
        <div css={firstRow}>
          <div css={tallSlot}>{recommendImage && <img src={recommendImage} alt="" css={tall} />}</div>
          <ProductGrid products={first} columns={4} label={intl.formatMessage(messages.first)} />
        </div>
        {rest.length > 0 && <ProductGrid products={rest} columns={5} label={intl.formatMessage(messages.rest)} />}
      </RenderNearView>
      <div ref={ref} css={footer}>
        {more.status === 'loading' && <Spinner />}
        {more.status === 'failed' && more.error && <ErrorNotice failure={more.error} onRetry={onMore} />}
        {more.status === 'idle' && hasMore && !supported && (
          <Button variant="secondary" onClick={onMore}>
            {intl.formatMessage(messages.loadMore)}
          </Button>
        )}
        {!hasMore && recommend.list.length > 0 && <p css={{ margin: 0 }}>{intl.formatMessage(messages.end)}</p>}
      </div>
    </section>
  );
}
