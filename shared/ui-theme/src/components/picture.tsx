import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { hasVariants, variantSrcSet } from '@mall/contract/picture-variants';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> {
  src: string;
  /** Text for the picture; "" for a decorative one (the default). */
  alt?: string;
  /**
   * The picture's shape as drawn (an aspect ratio in pixels): the browser reserves its box before the bytes arrive,
   * so nothing below it moves. CSS may scale it.
   */
  width: number;
  height: number;
  /** How wide it is drawn, for the browser's choice in the srcset: "240px", "(max-width: 600px) 100vw, 420px". */
  sizes: string;
  /**
   * The page's largest picture (the product's main picture, the first banner): fetched at once with high priority.
   * Every other picture waits until it nears the viewport (loading="lazy") unless `eager` is set.
   */
  priority?: boolean;
  /** Above the fold but not the largest: loaded at once, normal priority. */
  eager?: boolean;
}

/**
 * Every product, banner, shop and review picture of the storefront: a <picture> with WebP and JPEG srcsets of the
 * stored widths when the URL is one of the API's, else a plain <img>. The <img>'s src stays the URL as given (the
 * contract's original-size JPEG), and a variant that fails to load falls back to it.
 */
export function Picture({ src, alt = '', width, height, sizes, priority = false, eager = false, onError, ...img }: PictureProps) {
  const [plain, setPlain] = useState(false);
  useEffect(() => setPlain(false), [src]);
  const common: ImgHTMLAttributes<HTMLImageElement> = {
    ...img,
    alt,
    width,
    height,
    loading: priority || eager ? 'eager' : 'lazy',
    decoding: 'async',
    ...(priority ? { fetchPriority: 'high' } : {}),
  };
  if (plain || !hasVariants(src)) return <img {...common} src={src} onError={onError} />;
  return (
    // display: contents — the <picture> adds no box: the <img> is laid out and styled as if it stood alone. The
    // <source> has no display: none of its own (HTML's default style leaves it inline): without one it would be an
    // empty box beside the <img> in a flex or grid parent, and that parent's gap would be added twice.
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp')} sizes={sizes} style={{ display: 'none' }} />
      <img
        {...common}
        src={src}
        srcSet={variantSrcSet(src, 'jpg')}
        sizes={sizes}
        onError={(event) => {
          setPlain(true);
          onError?.(event);
        }}
      />
    </picture>
  );
}
