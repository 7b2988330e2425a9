import { act, render, screen } from '@testing-library/react';
import { bus, type MallEvents } from '@mall/event-bus';
import { MallIntlProvider, setLocale } from '@mall/i18n';
import { usePageTitle, type TitlePart } from '..';

function Page({ parts }: { parts: TitlePart[] }) {
  const title = usePageTitle(...parts);
  return <h1>{title}</h1>;
}

function renderPage(parts: TitlePart[]) {
  return render(
    <MallIntlProvider messages={{ en: {}, 'zh-CN': {}, fr: {}, th: {}, lao: {} }}>
      <Page parts={parts} />
    </MallIntlProvider>,
  );
}

describe('usePageTitle', () => {
  afterEach(() => act(() => setLocale('en')));

  it("titles the tab with what the page shows, most specific first, and the mall's name last", async () => {
    const seen: MallEvents['ui/pageTitle'][] = [];
    const unsubscribe = bus.subscribe('ui/pageTitle', (payload) => seen.push(payload), { replay: false });
    const view = renderPage(['Wireless Headphones', 'Sound Shop']);
    await screen.findByRole('heading');
    expect(document.title).toBe('Wireless Headphones – Sound Shop – Mall');
    expect(seen).toEqual([{ title: 'Wireless Headphones – Sound Shop – Mall' }]);

    // The data arrives or the shopper moves on: the same page's new title is written and announced.
    view.rerender(
      <MallIntlProvider messages={{ en: {}, 'zh-CN': {}, fr: {}, th: {}, lao: {} }}>
        <Page parts={['Search: headphones']} />
      </MallIntlProvider>,
    );
    expect(document.title).toBe('Search: headphones – Mall');
    expect(seen.at(-1)).toEqual({ title: 'Search: headphones – Mall' });
    unsubscribe();
  });

  it('leaves out parts not known yet, and the home page is the name alone', async () => {
    renderPage([undefined, '', null, false]);
    await screen.findByRole('heading');
    expect(document.title).toBe('Mall');
  });

  it.each([
    ['zh-CN', '我的订单 – 商城'],
    ['fr', 'Mes commandes – Boutique'],
    ['th', 'คำสั่งซื้อของฉัน – ห้างสรรพสินค้า'],
    ['lao', 'ຄຳສັ່ງຊື້ຂອງຂ້ອຍ – ສູນການຄ້າ'],
  ] as const)("names the mall in the shopper's language (%s)", async (locale, expected) => {
    act(() => setLocale(locale));
    renderPage([expected.split(' – ')[0]]);
    await screen.findByRole('heading');
    expect(document.title).toBe(expected);
  });
});
