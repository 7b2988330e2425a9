import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ServedHead } from '../served-head';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

// The head nginx or the Node server writes for /th/goods_detail/7 (the API's answer, shortened).
const SERVED = `
  <title>หูฟังไร้สาย – Sound Shop – ห้างสรรพสินค้า</title>
  <meta name="description" content="หูฟัง">
  <link rel="canonical" href="https://shop.example/th/goods_detail/7">
  <link rel="alternate" hreflang="en" href="https://shop.example/goods_detail/7">
  <link rel="alternate" hreflang="x-default" href="https://shop.example/goods_detail/7">
  <meta property="og:title" content="หูฟังไร้สาย">
  <meta property="product:price:amount" content="59.00">
  <meta name="twitter:card" content="summary_large_image">
  <script type="application/ld+json">{"@type":"Product"}</script>
  <link rel="icon" href="/favicon.ico">
  <link rel="manifest" href="/manifest.webmanifest">
  <meta name="theme-color" content="#e93323">
  <script type="application/json" id="mall-runtime-config">{}</script>
`;

describe('ServedHead', () => {
  beforeEach(() => {
    document.head.innerHTML = SERVED;
  });

  it('leaves the served head on the page it was written for, and takes it away on the first move to another page', () => {
    render(
      <MemoryRouter initialEntries={['/th/goods_detail/7']}>
        <Navigator />
        <ServedHead />
      </MemoryRouter>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example/th/goods_detail/7');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    act(() => navigate('/th/goods_detail/8'));
    // Nothing of product 7 describes product 8: no description, canonical, alternates, Open Graph, Twitter or JSON-LD.
    expect(
      document.head.querySelector('meta[name="description"], link[rel="canonical"], link[hreflang], script[type="application/ld+json"]'),
    ).toBeNull();
    expect(document.head.querySelector('meta[property], meta[name^="twitter:"]')).toBeNull();
    // The title (rewritten by usePageTitle), icons, theme colour and configuration stay: one of each.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(document.getElementById('mall-runtime-config')).not.toBeNull();
  });

  it('counts a new query as another page (another search, another store tab)', () => {
    render(
      <MemoryRouter initialEntries={['/goods/goods_search?cid=5&title=']}>
        <Navigator />
        <ServedHead />
      </MemoryRouter>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    act(() => navigate('/goods/goods_search?cid=6&title='));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
