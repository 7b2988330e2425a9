import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { Picture } from '@mall/ui-theme/picture';

const ROTATE_MS = 5000;

const frame = css({ position: 'relative', overflow: 'hidden', borderRadius: theme.radius.md, background: theme.colors.background });
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontSize: 20,
  cursor: 'pointer',
});
const dots = css({
  position: 'absolute',
  bottom: theme.space.sm,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space.sm,
});
const dot = css({
  width: 12,
  height: 12,
  padding: 0,
  border: '1px solid #fff',
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.4)',
  cursor: 'pointer',
  '&[aria-current="true"]': { background: '#fff' },
});

/** The store home carousel (pcBanner's sattDir pictures): turns every 5 s unless hovered or focused. */
export function StoreBanner({ pictures, storeName }: { pictures: string[]; storeName: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = pictures.length;

  useEffect(() => setIndex(0), [pictures]);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({
        id: 'merchantStreet.StoreBanner.label',
        defaultMessage: 'Store banner',
        description: 'Name of the store home carousel',
      })}
      css={frame}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Picture
        src={pictures[current]}
        alt={intl.formatMessage(
          {
            id: 'merchantStreet.StoreBanner.alt',
            defaultMessage: '{name}, picture {n} of {count}',
            description: 'Alt text of a store banner picture',
          },
          { name: storeName, n: current + 1, count },
        )}
        width={1200}
        height={360}
        sizes="(max-width: 1200px) 100vw, 1200px"
        priority={current === 0}
        eager
        css={{ display: 'block', width: '100%', height: 'auto', maxHeight: 360, objectFit: 'cover' }}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            css={[arrow, { left: theme.space.sm }]}
            onClick={() => go(current - 1)}
            aria-label={intl.formatMessage({
              id: 'merchantStreet.StoreBanner.previous',
              defaultMessage: 'Previous picture',
              description: 'Carousel button',
            })}
          >
            ‹
          </button>
          <button
            type="button"
            css={[arrow, { right: theme.space.sm }]}
            onClick={() => go(current + 1)}
            aria-label={intl.formatMessage({
              id: 'merchantStreet.StoreBanner.next',
              defaultMessage: 'Next picture',
              description: 'Carousel button',
            })}
          >
            ›
          </button>
          <div css={dots}>
            {pictures.map((picture, i) => (
              <button
                key={picture}
                type="button"
                css={dot}
                aria-current={i === current}
                onClick={() => go(i)}
                aria-label={intl.formatMessage(
                  { id: 'merchantStreet.StoreBanner.show', defaultMessage: 'Show picture {n}', description: 'Carousel dot button' },
                  { n: i + 1 },
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
