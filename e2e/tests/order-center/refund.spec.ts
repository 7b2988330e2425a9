import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { DATA_FILES } from '../../fixtures/files';
import { text } from '../../fixtures/messages';
import { uploader } from '../../pages/uploader';
import { operatorCli } from '../../tasks/operator';
import { productNameIn } from '../../tasks/catalog';
import { paidOrder, refundOf, refundReasons } from '../../tasks/orders';
import { orderListPath } from '@mall/routes';

const REMOTE = 'remotes/order-center';
const fr = (id: string, args?: Record<string, string | number>) => text(REMOTE, 'fr', id, args);

test.use({ signedInAs: 'shopper' });

test('a shopper asks for a refund in French, the amount bound holds, and the operator’s refusal shows with its reason', async ({
  page,
  shopper,
}, testInfo) => {
  const { token } = shopper;
  const { orderNo, product } = await paidOrder(token, 2);
  const [reason] = await refundReasons(token, 'fr');

  // My orders (to ship) → Request a refund.
  await page.goto(`${LOCALE_PREFIX.fr}${orderListPath(1)}`);
  const order = page.getByRole('article', { name: fr('orderCenter.MerchantOrderCard.number', { orderNo }) });
  await order.getByRole('link', { name: fr('orderCenter.MerchantOrderActions.refund') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/users/refund_confirm\\?orderNo=${orderNo}$`));

  const form = page.getByRole('form', { name: fr('orderCenter.RefundForm.form') });
  // The line is named in French (the catalogue is translated).
  await expect(form.getByRole('link', { name: await productNameIn(product.productId, 'fr') })).toBeVisible();
  const quantity = form.getByRole('combobox', { name: fr('orderCenter.RefundForm.quantity') });
  await expect(quantity).toHaveValue('2');
  const amount = form.getByRole('textbox', { name: fr('orderCenter.RefundForm.amount') });
  const most = await amount.inputValue();
  expect(most).toMatch(/^\d+\.\d{2}$/);

  // One unit, and an amount above what it paid: refused by the form, nothing sent.
  await quantity.selectOption('1');
  const oneUnit = Number(await amount.inputValue());
  expect(oneUnit).toBeLessThan(Number(most));
  await amount.fill((oneUnit + 1).toFixed(2));
  await form.getByRole('combobox', { name: fr('orderCenter.RefundForm.reason') }).selectOption(reason);
  await form.getByRole('button', { name: fr('orderCenter.RefundForm.submit') }).click();
  await expect(form.getByText(/au maximum peut être remboursé pour 1 article$/)).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/users\/refund_confirm/);

  // A lower amount, a proof picture and a remark: the request goes in.
  await amount.fill((oneUnit - 0.5).toFixed(2));
  const pictures = form.getByRole('group', { name: fr('orderCenter.RefundForm.pictures') });
  await uploader(pictures, 'fr').add.setInputFiles(DATA_FILES.licence);
  await expect(uploader(pictures, 'fr').picture(1)).toBeVisible();
  await form.getByRole('textbox', { name: fr('orderCenter.RefundForm.explain') }).fill('La couture est déchirée');
  await form.getByRole('textbox', { name: fr('orderCenter.RefundForm.remark') }).fill('Merci de rappeler avant 18 h');
  await page.screenshot({ path: testInfo.outputPath('refund-form-fr.png'), fullPage: true });
  await form.getByRole('button', { name: fr('orderCenter.RefundForm.submit') }).click();

  await expect(page).toHaveURL(/\/fr\/users\/refund_list\?menuCur=222$/);
  const refundNo = await refundOf(token, orderNo);
  const card = page.getByRole('article', { name: fr('orderCenter.RefundCard.number', { refundOrderNo: refundNo }) });
  // Not answered yet: the list and the detail say the same (under review).
  await expect(card.getByText(fr('orderCenter.RefundStatus.underReview'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('refund-list-fr.png'), fullPage: true });
  await card.getByRole('link', { name: fr('orderCenter.RefundCard.detailsOf', { refundOrderNo: refundNo }) }).click();
  await expect(page.getByRole('status', { name: fr('orderCenter.RefundStatus.reviewing') })).toBeVisible();
  await page.goBack();
  await expect(card.getByText(fr('orderCenter.RefundStatus.underReview'))).toBeVisible();

  // The operator refuses it with a reason; the detail shows the refusal and the reason.
  operatorCli('refunds', 'refuse', refundNo, '--reason', 'Les photos ne montrent aucun défaut');
  await card.getByRole('link', { name: fr('orderCenter.RefundCard.detailsOf', { refundOrderNo: refundNo }) }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/order/refund_detail\\?orderNo=${refundNo}$`));
  const state = page.getByRole('status', { name: fr('orderCenter.RefundStatus.rejectedTitle') });
  await expect(state).toBeVisible();
  await expect(
    state.getByText(fr('orderCenter.RefundStatePanel.rejected', { reason: 'Les photos ne montrent aucun défaut' })),
  ).toBeVisible();
  const request = page.getByRole('region', { name: fr('orderCenter.RefundDetailView.request') });
  await expect(request.getByText(reason, { exact: true })).toBeVisible();
  await expect(request.getByText('Merci de rappeler avant 18 h')).toBeVisible();
  await expect(request.getByRole('img', { name: fr('orderCenter.RefundDetailView.picture', { index: 1 }) })).toBeVisible();
  await expect(request.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/fr/order/order_detail?orderNo=${orderNo}`);
  await page.screenshot({ path: testInfo.outputPath('refund-rejected-fr.png'), fullPage: true });
});
