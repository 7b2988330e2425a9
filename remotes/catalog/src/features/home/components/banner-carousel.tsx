import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { HomeBanner } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { useCarousel } from '../../../hooks/use-carousel';
import { Picture } from '@mall/ui-theme/picture';
import { HOME_BANNER_SIZES } from '@mall/routes';

const messages = defineMessages({
  label: { id: 'catalog.BannerCarousel.label', defaultMessage: 'Featured', description: 'Accessible name of the home banner carousel' },
  slide: defineMessage<{ index: number; count: number }>({
    id: 'catalog.BannerCarousel.slide',
    defaultMessage: 'Slide {index, number} of {count, number}',
    description: 'Accessible name of one banner slide',
  }),
  previous: { id: 'catalog.BannerCarousel.previous', defaultMessage: 'Previous slide', description: 'Carousel button' },
  next: { id: 'catalog.BannerCarousel.next', defaultMessage: 'Next slide', description: 'Carousel button' },
  goTo: defineMessage<{ index: number }>({
    id: 'catalog.BannerCarousel.goTo',
    defaultMessage: 'Show slide {index, number}',
    description: 'Carousel dot button',
  }),
  stop: { id: 'catalog.BannerCarousel.stop', defaultMessage: 'Stop the slideshow', description: 'Stops the automatic advance' },
  play: { id: 'catalog.BannerCarousel.play', defaultMessage: 'Play the slideshow', description: 'Restarts the automatic advance' },
});

/** Time each banner stays before the next one (ms). */
export const BANNER_INTERVAL_MS = 5000;
/** How long before its turn the next banner's picture is asked for (ms): it has arrived when it slides in. */
export const BANNER_PREFETCH_MS = 1500;

// The skeleton's grey until the picture paints: the frame is never a blank white box while the banner loads.
const root = css({ position: 'relative', height: '100%', overflow: 'hidden', borderRadius: theme.radius.md, background: '#ebebeb' });
// Slides are groups (WAI-ARIA carousel pattern), not list items: a <ul> may hold only <li> roles.
const track = css({ display: 'flex', height: '100%', transition: 'transform 0.5s ease' });
const slide = css({ flex: '0 0 100%', height: '100%' });
// Banners carry their message on the left: when the slot is narrower than the picture, the right is cut.
const picture = css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' });
const arrow = css({
  position: 'absolute',
  top: '50%',
  width: 40,
  height: 56,
  marginTop: -28,
  border: 0,
  background: 'rgba(0, 0, 0, 0.35)',
  color: '#fff',
  fontSize: 24,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: 'rgba(0, 0, 0, 0.6)' },
});
const dots = css({ position: 'absolute', bottom: 10, left: 0, right: 0, display: 'flex', justifyContent: 'center' });
// Each dot is a 24 px target (WCAG 2.5.8, Lighthouse's target-size) around the 12 px dot it draws.
const dot = css({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    boxSizing: 'border-box',
    width: 12,
    height: 12,
    border: '2px solid #fff',
    borderRadius: '50%',
    background: 'rgba(255, 255, 255, 0.4)',
  },
  '&[aria-current="true"]': { width: 36 },
  '&[aria-current="true"]::before': { background: '#fff', width: 28, borderRadius: 6 },
});
// At the top right, away from the dots: on a narrow screen a bottom-right button overlapped them (target-size).
const stopButton = css({
  position: 'absolute',
  right: 12,
  top: 10,
  minHeight: 24,
  padding: '2px 8px',
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontSize: theme.font.size.sm,
  cursor: 'pointer',
});

/** The home banner carousel: advances by itself, holds while hovered or focused, with arrows, dots and stop. */
export function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  const intl = useIntl();
  const carousel = useCarousel(banners.length, BANNER_INTERVAL_MS);
  const count = banners.length;
  // The slides whose picture is in the page. Off-screen slides sit within the browser's lazy-loading distance, so
  // loading="lazy" alone would fetch every banner with the first: a slide's picture is added when its turn nears
  // (BANNER_PREFETCH_MS before it slides in) or when the shopper reaches for the controls, and then kept.
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = useCallback((...indexes: number[]) => {
    setWanted((had) => (indexes.every((i) => had.has(i)) ? had : new Set([...had, ...indexes])));
  }, []);
  useEffect(() => {
    want(carousel.index);
    if (count < 2) return undefined;
    const timer = window.setTimeout(() => want((carousel.index + 1) % count), BANNER_INTERVAL_MS - BANNER_PREFETCH_MS);
    return () => window.clearTimeout(timer);
  }, [carousel.index, count, want]);
  if (count === 0) return null;
  const many = count > 1;
  const neighbours = () => want((carousel.index + 1) % count, (carousel.index + count - 1) % count);
  const hold = {
    ...carousel.holdHandlers,
    onMouseEnter: () => {
      carousel.holdHandlers.onMouseEnter();
      neighbours();
    },
    onFocus: () => {
      carousel.holdHandlers.onFocus();
      neighbours();
    },
  };
  return (
    <section aria-roledescription="carousel" aria-label={intl.formatMessage(messages.label)} css={root} {...hold}>
      <div css={track} style={{ transform: `translateX(-${carousel.index * 100}%)` }} aria-live={carousel.stopped ? 'polite' : 'off'}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(messages.slide, { index: index + 1, count })}
            aria-hidden={index !== carousel.index}
            css={slide}
          >
            {/* The first slide is the home page's largest paint: asked for first (and preloaded by the host's server,
                the route table's `picture`, with the same sizes). Sized by the hero (954 x 480). */}
            {(index === carousel.index || wanted.has(index)) && (
              <Picture src={banner.pic} width={954} height={480} sizes={HOME_BANNER_SIZES} priority={index === 0} eager css={picture} />
            )}
          </div>
        ))}
      </div>
      {many && (
        <>
          <button type="button" css={[arrow, { left: 0 }]} aria-label={intl.formatMessage(messages.previous)} onClick={carousel.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" css={[arrow, { right: 0 }]} aria-label={intl.formatMessage(messages.next)} onClick={carousel.next}>
            <span aria-hidden="true">›</span>
          </button>
          <div css={dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                css={dot}
                aria-current={index === carousel.index}
                aria-label={intl.formatMessage(messages.goTo, { index: index + 1 })}
                onClick={() => carousel.go(index)}
              />
            ))}
          </div>
          <button type="button" css={stopButton} onClick={carousel.toggleStopped}>
            {intl.formatMessage(carousel.stopped ? messages.play : messages.stop)}
          </button>
        </>
      )}
    </section>
  );
}
