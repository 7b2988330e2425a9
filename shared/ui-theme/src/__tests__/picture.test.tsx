import { fireEvent, render } from '@testing-library/react';
import { variantSrcSet } from '@mall/contract/picture-variants';
import { Picture } from '@mall/ui-theme/picture';

const OURS = 'http://localhost:8080/media/uploads/2026-11/0123456789abcdef0123456789abcdef.jpg';

describe('Picture', () => {
  it('offers every stored width as WebP and JPEG, keeps the original as src, and reserves its box', () => {
    const { container } = render(<Picture src={OURS} alt="Headphones" width={420} height={420} sizes="420px" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('sizes')).toBe('420px');
    expect(source.getAttribute('srcset')).toBe(variantSrcSet(OURS, 'webp'));
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(OURS);
    expect(img.getAttribute('srcset')).toBe(variantSrcSet(OURS, 'jpg'));
    expect(img.getAttribute('sizes')).toBe('420px');
    expect(img.getAttribute('alt')).toBe('Headphones');
    expect(img.getAttribute('width')).toBe('420');
    expect(img.getAttribute('height')).toBe('420');
    // Below the fold unless told otherwise.
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches the page’s largest picture at once with high priority, and an above-the-fold one at once', () => {
    const { container, rerender } = render(<Picture src={OURS} width={954} height={480} sizes="954px" priority />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
    rerender(<Picture src={OURS} width={954} height={480} sizes="954px" eager />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBeNull();
  });

  it('shows a picture without variants as a plain <img> with its URL', () => {
    const other = 'https://cdn.example.com/crmebimage/public/product/a.jpg';
    const { container } = render(<Picture src={other} width={240} height={240} sizes="240px" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(other);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('width')).toBe('240');
  });

  it('falls back to the plain URL when a variant does not load (a backend that stores no variants)', () => {
    const onError = jest.fn();
    const { container } = render(<Picture src={OURS} width={240} height={240} sizes="240px" onError={onError} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(OURS);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
