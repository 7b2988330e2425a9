import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import type { ProductDetailResponse } from '@mall/contract';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { catalogMessages } from '../../../lib/catalogue';
import { jacketDetail } from '../../../testing/fixtures';
import en from '../../../../lang/en.json';
import fr from '../../../../lang/fr.json';
import zh from '../../../../lang/zh-CN.json';
import { ProductOverview } from '../components/product-overview';
import { chosenOffer, findSku, initialSelection, skuAttributes, skuKey, valueAvailability } from '../sku';

function renderOverview(detail: ProductDetailResponse = jacketDetail()) {
  const onAddToCart = jest.fn();
  const onBuyNow = jest.fn();
  render(
    <MallThemeProvider withGlobalStyles={false}>
      <MallIntlProvider messages={catalogMessages}>
        <ProductOverview
          detail={detail}
          coupons={[]}
          receiving={[]}
          busy={{ collection: false, addToCart: false, buyNow: false }}
          onAddToCart={onAddToCart}
          onBuyNow={onBuyNow}
          onToggleCollection={jest.fn()}
          onReceiveCoupon={jest.fn()}
        />
      </MallIntlProvider>
    </MallThemeProvider>,
  );
  return { onAddToCart, onBuyNow, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const price = () => document.querySelector('[data-price]')!;
const stock = () => document.querySelector('[data-stock]')!;
const largePicture = () => screen.getByRole('img', { name: 'Trail Jacket' });
const quantity = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('SKU model', () => {
  const detail = jacketDetail();
  const attributes = skuAttributes(detail.productAttr);

  it('splits the comma strings in attribute order and preselects the first value of each', () => {
    expect(attributes).toEqual([
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['M', 'L'] },
    ]);
    expect(initialSelection(attributes)).toEqual(['Red', 'M']);
  });

  it('opens on the first combination in stock when the first values are sold out, else on the first values', () => {
    expect(initialSelection(attributes, detail)).toEqual(['Red', 'M']);
    const redMSoldOut = jacketDetail();
    redMSoldOut.productValue['Red,M'].stock = 0;
    expect(initialSelection(attributes, redMSoldOut)).toEqual(['Blue', 'M']);
    const allSoldOut = jacketDetail();
    for (const value of Object.values(allSoldOut.productValue)) value.stock = 0;
    expect(initialSelection(attributes, allSoldOut)).toEqual(['Red', 'M']);
  });

  it('keys productValue by the values joined with "," in attribute order', () => {
    expect(skuKey(['Blue', 'M'])).toBe('Blue,M');
    expect(findSku(detail, ['Blue', 'M'])?.id).toBe(73);
    expect(findSku(detail, ['M', 'Blue'])).toBeNull();
  });

  it('tells which values lead to a sold-out or missing combination', () => {
    expect(valueAvailability(detail, ['Red', 'M'], 1, 'L')).toBe('soldOut');
    expect(valueAvailability(detail, ['Blue', 'M'], 1, 'L')).toBe('missing');
    expect(valueAvailability(detail, ['Red', 'L'], 0, 'Blue')).toBe('missing');
    expect(valueAvailability(detail, ['Red', 'M'], 0, 'Blue')).toBe('available');
  });

  it('uses productValue[""] and the product stock for a product without attributes', () => {
    const plain = jacketDetail({
      productAttr: [],
      productValue: { '': { ...jacketDetail().productValue['Red,M'], id: 70, sku: '', stock: 99, price: '15.00' } },
    });
    const offer = chosenOffer(plain, [], []);
    expect(offer.sku?.id).toBe(70);
    expect(offer.stock).toBe(8);
    expect(offer.price).toBe('15.00');
  });
});

describe('SKU selector on the product page', () => {
  it('preselects the first value of every attribute and shows that SKU', () => {
    renderOverview();
    expect(within(group('Colour')).getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(within(group('Size')).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(price()).toHaveTextContent('$19.90');
    expect(price()).toHaveTextContent('$39.90');
    expect(stock()).toHaveTextContent('Stock: 5 pcs');
    expect(largePicture()).toHaveAttribute('src', 'https://img.test/red-m.png');
  });

  it('opens on an option in stock when the first one is sold out (the shopper can buy at once)', async () => {
    const detail = jacketDetail();
    detail.productValue['Red,M'].stock = 0;
    const { user, onAddToCart } = renderOverview(detail);
    expect(within(group('Colour')).getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(within(group('Size')).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(stock()).toHaveTextContent('Stock: 3 pcs');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 7, cartNum: 1, productAttrUnique: 73 });
  });

  it('changes price, stock and the large picture with the chosen SKU', async () => {
    const { user } = renderOverview();
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    expect(price()).toHaveTextContent('$22.50');
    expect(stock()).toHaveTextContent('Stock: 3 pcs');
    expect(largePicture()).toHaveAttribute('src', 'https://img.test/blue-m.png');
    // A thumbnail takes the large picture back from the SKU.
    await user.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(largePicture()).toHaveAttribute('src', 'https://img.test/jacket-2.png');
  });

  it('sends the SKU of the combination key as productAttrUnique / attrValueId', async () => {
    const { user, onAddToCart, onBuyNow } = renderOverview();
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 7, cartNum: 2, productAttrUnique: 73 });
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onBuyNow).toHaveBeenCalledWith({ productId: 7, attrValueId: 73, productNum: 2 });
  });

  it('marks values that lead to a sold-out or missing combination, and a sold-out choice cannot be bought', async () => {
    const { user, onAddToCart } = renderOverview();
    expect(within(group('Size')).getByRole('radio', { name: 'L (sold out)' })).toBeInTheDocument();
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    expect(within(group('Size')).getByRole('radio', { name: 'L (not available)' })).toBeInTheDocument();

    await user.click(within(group('Colour')).getByRole('radio', { name: 'Red' }));
    await user.click(within(group('Size')).getByRole('radio', { name: 'L (sold out)' }));
    expect(price()).toHaveTextContent('$21.00');
    expect(stock()).toHaveTextContent('Stock: 0 pcs');
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();

    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue (not available)' }));
    expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
  });

  it('keeps the quantity within 1..stock, clamping typed values', async () => {
    const { user } = renderOverview();
    expect(quantity()).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await user.clear(quantity());
    await user.type(quantity(), '40');
    expect(quantity()).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await user.clear(quantity());
    await user.type(quantity(), '0');
    expect(quantity()).toHaveValue('1');

    await user.clear(quantity());
    await user.tab();
    expect(quantity()).toHaveValue('1');

    // A SKU with less stock pulls the quantity down to its stock.
    await user.clear(quantity());
    await user.type(quantity(), '5');
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    expect(quantity()).toHaveValue('3');
  });

  it('stops the quantity at the API’s per-order cap below the stock and says so; Add to cart sends that many', async () => {
    const detail = jacketDetail();
    detail.productInfo.maxQuantity = 2;
    const { user, onAddToCart } = renderOverview(detail);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('At most 2 per order');
    await user.clear(quantity());
    await user.type(quantity(), '4');
    expect(quantity()).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ cartNum: 2 }));
  });

  it('shows one disabled Sold out button when the whole product is out of stock', () => {
    const detail = jacketDetail();
    for (const value of Object.values(detail.productValue)) value.stock = 0;
    renderOverview(detail);
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  });
});

describe('stock with its unit (ICU plurals)', () => {
  const stockText = (messages: Record<string, string>, locale: string, count: number, unitName: string) =>
    createIntl({ locale, messages }).formatMessage(
      { id: 'catalog.ProductOverview.stock' },
      { stock: count, unit: unitName.toLowerCase(), unitName },
    );

  it('agrees the unit with the count in English and French, and counts Chinese with its measure word', () => {
    expect(stockText(en, 'en', 1, 'piece')).toBe('Stock: 1 piece');
    expect(stockText(en, 'en', 372, 'piece')).toBe('Stock: 372 pieces');
    expect(stockText(en, 'en', 2, 'Box')).toBe('Stock: 2 boxes');
    expect(stockText(fr, 'fr', 1, 'pair')).toBe('Stock : 1 paire');
    expect(stockText(fr, 'fr', 372, 'piece')).toBe('Stock : 372 pièces');
    expect(stockText(zh, 'zh-CN', 372, 'piece')).toBe('库存：372 件');
  });

  it('shows a unit of its own as the merchant wrote it', () => {
    expect(stockText(en, 'en', 3, 'pcs')).toBe('Stock: 3 pcs');
  });

  it('on the product page', () => {
    const detail = jacketDetail();
    detail.productInfo.unitName = 'piece';
    detail.productValue['Red,M'].stock = 1;
    renderOverview(detail);
    expect(stock()).toHaveTextContent('Stock: 1 piece');
  });
});
