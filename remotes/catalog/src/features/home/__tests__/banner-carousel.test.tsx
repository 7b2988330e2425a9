import { act, fireEvent, render, screen } from '@testing-library/react';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { catalogMessages } from '../../../lib/catalogue';
import { BANNER_INTERVAL_MS, BANNER_PREFETCH_MS, BannerCarousel } from '../components/banner-carousel';

const banners = [1, 2, 3].map((id) => ({ id, pic: `https://img.test/b${id}.png` }));

function renderCarousel() {
  render(
    <MallThemeProvider withGlobalStyles={false}>
      <MallIntlProvider messages={catalogMessages}>
        <BannerCarousel banners={banners} />
      </MallIntlProvider>
    </MallThemeProvider>,
  );
}

const current = () =>
  screen.getAllByRole('button', { name: /^Show slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BannerCarousel', () => {
  it('advances by itself and wraps around', () => {
    renderCarousel();
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(2 * BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
    // Only the shown slide is exposed to assistive technology.
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => [slide.getAttribute('aria-label'), slide.getAttribute('aria-hidden')])).toEqual([
      ['Slide 1 of 3', 'false'],
      ['Slide 2 of 3', 'true'],
      ['Slide 3 of 3', 'true'],
    ]);
  });

  it('holds while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(2);
  });

  it('moves with previous, next and the dots, and can be stopped', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slideshow' }));
    act(() => jest.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('asks for a banner only when its turn nears or the shopper reaches for the controls, and keeps it', () => {
    renderCarousel();
    const pictures = () =>
      screen.getAllByRole('group', { hidden: true }).map((slide) => slide.querySelector('img')?.getAttribute('src') ?? null);
    expect(pictures()).toEqual(['https://img.test/b1.png', null, null]);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS - BANNER_PREFETCH_MS));
    expect(pictures()).toEqual(['https://img.test/b1.png', 'https://img.test/b2.png', null]);
    act(() => jest.advanceTimersByTime(BANNER_PREFETCH_MS));
    expect(current()).toBe(2);
    // Pointing at the carousel asks for both neighbours of the slide shown.
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured' }));
    expect(pictures()).toEqual(['https://img.test/b1.png', 'https://img.test/b2.png', 'https://img.test/b3.png']);
  });

  it('keeps the picture of a slide once shown, reached by its dot too', () => {
    renderCarousel();
    const pictures = () =>
      screen.getAllByRole('group', { hidden: true }).map((slide) => slide.querySelector('img')?.getAttribute('src') ?? null);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(pictures()).toEqual(['https://img.test/b1.png', null, 'https://img.test/b3.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(pictures()).toEqual(['https://img.test/b1.png', null, 'https://img.test/b3.png']);
  });
});
