import { css } from '@emotion/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { holdLoading } from '../lib/loading-bar';

/** The shapes a remote's page takes while its code arrives (the remote's own loading states then fill them). */
export type SkeletonShape = 'home' | 'detail' | 'grid';

const SHAPES: Record<string, SkeletonShape> = { home: 'home', goodsDetail: 'detail' };

/** The skeleton of a page id of the route table: home and product detail have their own, lists share one. */
export const skeletonOf = (page: string): SkeletonShape => SHAPES[page] ?? 'grid';

const column = css({
  width: '100%',
  maxWidth: theme.layout.pageWidth,
  margin: '0 auto',
  padding: `${theme.space.lg} 0`,
  boxSizing: 'border-box',
});
const bone = css({ background: '#ebebeb', borderRadius: theme.radius.md });
const cards = css({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 16 });
const card = css([bone, { aspectRatio: '3 / 4' }]);

function Bones({ shape }: { shape: SkeletonShape }) {
  if (shape === 'home') {
    // The banner beside the host's category panel (230 px + gap), as tall as the panel.
    return (
      <div css={[column, { paddingTop: 0 }]}>
        <div css={[bone, { height: theme.layout.categoryPanelHeight, marginLeft: 246, borderRadius: 0 }]} />
        <div css={[cards, { marginTop: theme.space.lg }]}>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} css={card} />
          ))}
        </div>
      </div>
    );
  }
  if (shape === 'detail') {
    return (
      <div css={[column, { display: 'grid', gridTemplateColumns: '400px 1fr', gap: theme.space.xl }]}>
        <div css={[bone, { aspectRatio: '1 / 1' }]} />
        <div css={{ display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
          <div css={[bone, { height: 32, width: '70%' }]} />
          <div css={[bone, { height: 72 }]} />
          <div css={[bone, { height: 120 }]} />
          <div css={[bone, { height: 44, width: '40%' }]} />
        </div>
      </div>
    );
  }
  return (
    <div css={column}>
      <div css={[bone, { height: 32, width: 240, marginBottom: theme.space.md }]} />
      <div css={[bone, { height: 56, marginBottom: theme.space.md }]} />
      <div css={cards}>
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} css={card} />
        ))}
      </div>
    </div>
  );
}

/**
 * Shown while a remote's page code arrives: grey blocks where the page will put its content, so nothing jumps
 * when it comes (the main area keeps the footer below the fold meanwhile), and the loading bar runs.
 */
export function PageSkeleton({ shape }: { shape: SkeletonShape }) {
  useEffect(() => holdLoading(), []);
  return (
    <div role="status" aria-busy="true">
      <span css={visuallyHidden}>
        <FormattedMessage id="common.loading" defaultMessage="Loading…" description="A page is loading" />
      </span>
      <div aria-hidden="true">
        <Bones shape={shape} />
      </div>
    </div>
  );
}
