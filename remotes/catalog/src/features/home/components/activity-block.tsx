import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActivityBlock as ActivityData } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { SectionHeading } from '../../../components/section-heading';
import { activityPath } from '@mall/routes';
import { RenderNearView } from '../../../components/render-near-view';
import { ActivityTile, ActivityTilePlaceholder, ROW_PHOTO_SHARE_VALUE, type TileLayout } from './activity-tile';

const messages = defineMessages({
  more: { id: 'catalog.ActivityBlock.more', defaultMessage: 'View all', description: 'Link from an activity block to its product list' },
  moreLabel: defineMessage<{ name: string }>({
    id: 'catalog.ActivityBlock.moreLabel',
    defaultMessage: 'View all products of {name}',
    description: 'Accessible name of the link from an activity block to its list',
  }),
  previous: { id: 'catalog.ActivityBlock.previous', defaultMessage: 'Previous products', description: 'Scrolls an activity carousel back' },
  next: { id: 'catalog.ActivityBlock.next', defaultMessage: 'Next products', description: 'Scrolls an activity carousel on' },
});

/** Products visible at once in a type-1 (carousel) block. */
const CAROUSEL_VISIBLE = 4;

const section = css({ margin: `${theme.space.lg} 0` });
const list = css({ margin: 0, padding: 0, listStyle: 'none', '& > li': { minHeight: 0, minWidth: 0 } });
const more = css({ color: theme.colors.brandStrong });
const pagerButton = css({
  width: 32,
  height: 32,
  boxSizing: 'border-box',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: '50%',
  background: theme.colors.surface,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
});

/** A block's products; `placeholder`: the same layout with empty tiles (see RenderNearView). */
interface LayoutProps {
  activity: ActivityData;
  placeholder?: boolean;
}

/** The tile of one product, or its empty place. */
function Tile({
  product,
  layout,
  placeholder,
}: {
  product: ActivityData['productList'][number];
  layout: TileLayout;
  placeholder?: boolean;
}) {
  return placeholder ? <ActivityTilePlaceholder product={product} layout={layout} /> : <ActivityTile product={product} layout={layout} />;
}

function CarouselList({ activity, placeholder }: LayoutProps) {
  const intl = useIntl();
  const [start, setStart] = useState(0);
  const products = activity.productList;
  const last = Math.max(0, products.length - CAROUSEL_VISIBLE);
  if (placeholder) {
    return (
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
        <span css={pagerButton} />
        <div
          css={[
            list,
            { flex: 1, display: 'grid', gridTemplateColumns: `repeat(${CAROUSEL_VISIBLE}, minmax(0, 1fr))`, gap: theme.space.md },
          ]}
        >
          {products.slice(0, CAROUSEL_VISIBLE).map((product) => (
            <div key={product.proId}>
              <ActivityTilePlaceholder product={product} layout={CAROUSEL_TILE} />
            </div>
          ))}
        </div>
        <span css={pagerButton} />
      </div>
    );
  }
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
      <button
        type="button"
        css={pagerButton}
        aria-label={intl.formatMessage(messages.previous)}
        disabled={start === 0}
        onClick={() => setStart(Math.max(0, start - CAROUSEL_VISIBLE))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul
        css={[list, { flex: 1, display: 'grid', gridTemplateColumns: `repeat(${CAROUSEL_VISIBLE}, minmax(0, 1fr))`, gap: theme.space.md }]}
      >
        {products.slice(start, start + CAROUSEL_VISIBLE).map((product) => (
          <li key={product.proId}>
            <ActivityTile product={product} layout={CAROUSEL_TILE} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        css={pagerButton}
        aria-label={intl.formatMessage(messages.next)}
        disabled={start >= last}
        onClick={() => setStart(Math.min(last, start + CAROUSEL_VISIBLE))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/**
 * The carousel's photos are drawn 226–252 px wide on the 1,200 px page, like the product cards: they ask for the
 * 240 px picture, as the cards do (docs/pictures.md, "Widths"). In a narrower window: a quarter of it less the
 * pager buttons, the gaps and the tiles' padding.
 */
const CAROUSEL_TILE: TileLayout = { shape: 'square', side: 240, narrow: { vw: 25, minus: (2 * (32 + 8) + 3 * 16) / 4 + 16 } };

/** Height of the type 2 and type 3 blocks. */
const GRID_HEIGHT = 420;

// What a tile takes around its photo, px (theme.space.sm padding, theme.space.xs gaps, lines of 14 and 16 px type
// at line height 1.6): the photo's drawn side follows, for the `sizes` the browser picks a stored width with.
const PADDING = parseFloat(theme.space.sm);
const GAP = parseFloat(theme.space.xs);
const CELL_GAP = parseFloat(theme.space.md);
const LINE = parseFloat(theme.font.size.md) * theme.font.lineHeight;
const BIG_LINE = parseFloat(theme.font.size.lg) * theme.font.lineHeight;

/**
 * A cell `share` of the grid's width (its columns' fr over the page less `gaps` gaps), in a narrow window: `vw` %
 * of the window less `minus` px, for its width less the tile's padding times `photoShare`.
 */
function narrowCell(share: number, gaps: number, photoShare = 1): TileLayout['narrow'] {
  return { vw: 100 * share * photoShare, minus: (share * gaps * CELL_GAP + 2 * PADDING) * photoShare };
}

/** A tile in a wide cell (`share` of the width): the photo as tall as the cell inside its padding. */
const rowTile = (cellHeight: number, share: number, big = false): TileLayout => ({
  shape: 'row',
  big,
  side: cellHeight - 2 * PADDING,
  narrow: narrowCell(share, 1, ROW_PHOTO_SHARE_VALUE),
});

/** A tile in a narrow cell: the photo in the height its name and price leave, or as wide as the cell. */
function columnTile(share: number, gaps: number, cellHeight: number, big = false): TileLayout {
  const height = cellHeight - 2 * PADDING - 2 * GAP - LINE - (big ? BIG_LINE : LINE);
  const width = share * (theme.layout.pageWidth - gaps * CELL_GAP) - 2 * PADDING;
  return { shape: 'column', big, side: Math.min(width, height), narrow: narrowCell(share, gaps) };
}

/** The two rows' cell height of a GRID_HEIGHT block. */
const HALF_HEIGHT = (GRID_HEIGHT - CELL_GAP) / 2;

function BigAndSmall({ activity, placeholder }: LayoutProps) {
  const [big, ...small] = activity.productList;
  return (
    <ul
      css={[
        list,
        {
          display: 'grid',
          gridTemplateColumns: '2fr 1fr',
          gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
          gap: theme.space.md,
          height: GRID_HEIGHT,
        },
      ]}
    >
      <li css={{ gridRow: '1 / span 2' }}>
        <Tile product={big} layout={rowTile(GRID_HEIGHT, 2 / 3, true)} placeholder={placeholder} />
      </li>
      {small.slice(0, 2).map((product) => (
        <li key={product.proId}>
          <Tile product={product} layout={rowTile(HALF_HEIGHT, 1 / 3)} placeholder={placeholder} />
        </li>
      ))}
    </ul>
  );
}

function BigImage({ activity, placeholder }: LayoutProps) {
  const [first, ...rest] = activity.productList;
  const small = rest.slice(0, 6);
  // Columns 2fr and up to three 1fr over the page's width; two rows when more than three small ones.
  const columns = Math.min(3, small.length);
  const bigTile = columnTile(2 / (2 + columns), columns, GRID_HEIGHT, true);
  const smallTile = columnTile(1 / (2 + columns), columns, small.length > 3 ? HALF_HEIGHT : GRID_HEIGHT);
  return (
    <ul
      css={[
        list,
        {
          display: 'grid',
          gridTemplateColumns: small.length > 0 ? `2fr repeat(${columns}, minmax(0, 1fr))` : '1fr',
          gridTemplateRows: small.length > 3 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          gap: theme.space.md,
          height: GRID_HEIGHT,
        },
      ]}
    >
      <li css={{ gridRow: '1 / -1' }}>
        <Tile product={first} layout={bigTile} placeholder={placeholder} />
      </li>
      {small.map((product) => (
        <li key={product.proId}>
          <Tile product={product} layout={smallTile} placeholder={placeholder} />
        </li>
      ))}
    </ul>
  );
}

const LAYOUTS = { 1: CarouselList, 2: BigAndSmall, 3: BigImage } as const;

/**
 * One home activity block: type 1 a carousel list, type 2 one big and two small, type 3 big-image mode. `deferred`
 * (the blocks below the first screen): its heading at once, its products when it nears the window, empty tiles
 * holding their place until then.
 */
export function ActivityBlock({ activity, deferred = false }: { activity: ActivityData; deferred?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  if (activity.productList.length === 0) return null;
  const Layout = LAYOUTS[activity.type] ?? CarouselList;
  const headingId = `activity-${activity.id}`;
  return (
    <section aria-labelledby={headingId} css={section} data-activity-type={activity.type}>
      <SectionHeading
        id={headingId}
        action={
          <Link
            to={localizePath(activityPath(activity), locale)}
            aria-label={intl.formatMessage(messages.moreLabel, { name: activity.name })}
            css={more}
          >
            {intl.formatMessage(messages.more)}
          </Link>
        }
      >
        {activity.name}
      </SectionHeading>
      {deferred ? (
        <RenderNearView placeholder={<Layout activity={activity} placeholder />}>
          <Layout activity={activity} />
        </RenderNearView>
      ) : (
        <Layout activity={activity} />
      )}
    </section>
  );
}
