import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';
import { reviewableLine } from './review-fixtures';

let api: FakeApi;

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The upload endpoint: each picture lands under its own name. */
function acceptUploads() {
  api.on('POST /api/front/upload/image', (call: RecordedCall) => {
    const file = (call.body as FormData).get('multipart') as File;
    return ok({ fileName: file.name, extName: 'png', fileSize: 4, url: `http://api.test/media/upload/${file.name}`, type: 'image/png' });
  });
}

async function openForm() {
  const user = userEvent.setup();
  const view = renderRoute('/users/evaluation_confirm?orderInfoId=501');
  await screen.findByRole('button', { name: 'Submit review' });
  return { user, ...view };
}

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
  api.on('GET /api/front/order/reply/info/501', reviewableLine());
  acceptUploads();
});

describe('/users/evaluation_confirm', () => {
  it('shows the line read from the server by its id', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Sunny Shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/goods_detail/11');
    expect(screen.getByText('White,M')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity 2')).toBeInTheDocument();
  });

  it('refuses an empty text, then sends both scores, the text and the pictures, thanks and goes to My reviews', async () => {
    const { user, location } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please write about your experience')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/comment')).toHaveLength(0);

    const quality = screen.getByRole('radiogroup', { name: 'Product quality' });
    expect(within(quality).getByRole('radio', { name: '5 stars' })).toBeChecked();
    // Keyboard: the arrow keys move the score inside the group.
    within(quality).getByRole('radio', { name: '5 stars' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(quality).getByRole('radio', { name: '4 stars' })).toBeChecked();
    const service = screen.getByRole('radiogroup', { name: 'Service attitude' });
    await user.click(within(service).getByText('3 stars'));
    expect(within(service).getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /Your experience/ }), '  Fits well, fabric is soft.  ');
    expect(screen.getByText('26 / 512 characters')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Add pictures/), [png('front.png'), png('back.png')]);
    expect(await screen.findByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', 'http://api.test/media/upload/back.png');

    api.on('POST /api/front/order/comment', () => ok(null, 'Thank you for your review'));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review published' });
    expect(dialog).toHaveTextContent('Thank you for your review');
    expect(api.callsTo('POST /api/front/order/comment')[0].body).toEqual({
      orderNo: 'SH100',
      orderInfoId: 501,
      star: 4,
      serviceStar: 3,
      comment: 'Fits well, fabric is soft.',
      pics: JSON.stringify(['http://api.test/media/upload/front.png', 'http://api.test/media/upload/back.png']),
    });

    api.on('GET /api/front/reply/my/list', { list: [], total: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Back to my reviews' }));
    await waitFor(() => expect(location()).toBe('/users/evaluation_list?tab=mine'));
    expect(await screen.findByRole('tab', { name: 'My reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends pics as an empty string without pictures', async () => {
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Your experience/ }), 'Good');
    api.on('POST /api/front/order/comment', () => ok(null, 'Thank you for your review'));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByRole('dialog', { name: 'Review published' });
    expect(api.callsTo('POST /api/front/order/comment')[0].body).toMatchObject({ star: 5, serviceStar: 5, comment: 'Good', pics: '' });
  });

  it('shows the server’s refusal of a line already reviewed, and stays on the form', async () => {
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Your experience/ }), 'Again');
    api.on('POST /api/front/order/comment', () => fail(500, 'This item has already been reviewed'));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item has already been reviewed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What was typed stays, to be kept or changed.
    expect(screen.getByRole('textbox', { name: /Your experience/ })).toHaveValue('Again');
  });

  it('says at once when the text passes 512 characters', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('textbox', { name: /Your experience/ }));
    await user.paste('x'.repeat(513));
    expect(screen.getByText('At most 512 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(api.callsTo('POST /api/front/order/comment')).toHaveLength(0);
  });

  it('takes JPG/PNG pictures only, five at most', async () => {
    const { user } = await openForm();
    const lenient = userEvent.setup({ applyAccept: false });
    await lenient.upload(screen.getByLabelText(/Add pictures/), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('anim.gif is not a JPG or PNG picture')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Add pictures/),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`p${n}.png`)),
    );
    expect(await screen.findByRole('img', { name: 'Picture 5' })).toBeInTheDocument();
    expect(screen.getByText('At most 5 pictures: p6.png was not added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/upload/image')).toHaveLength(5);
    // Full: the add tile is gone.
    expect(screen.queryByLabelText(/Add pictures/)).not.toBeInTheDocument();
  });

  it('tells a line that is not the shopper’s (404) and a line the server refuses apart', async () => {
    api.on('GET /api/front/order/reply/info/77', () => fail(404, 'No data found'));
    const first = renderRoute('/users/evaluation_confirm?orderInfoId=77');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order line was not found among your orders.');
    expect(screen.getByRole('link', { name: 'Back to my reviews' })).toHaveAttribute('href', '/users/evaluation_list');
    first.unmount();

    api.on('GET /api/front/order/reply/info/78', () => fail(500, 'This item has already been reviewed'));
    const second = renderRoute('/users/evaluation_confirm?orderInfoId=78');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This line cannot be reviewed');
    expect(alert).toHaveTextContent('This item has already been reviewed');
    second.unmount();

    renderRoute('/users/evaluation_confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order line was chosen to review.');
  });
});

describe("/users/evaluation_confirm on a backend without reply/info (the contract's family)", () => {
  const others = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => reviewableLine({ id: from + i, productName: `Other ${from + i}` }));

  beforeEach(() => {
    api.notServed('GET /api/front/order/reply/info/501');
  });

  it('finds the line in the pending list, page by page, and sends the review', async () => {
    api.on('GET /api/front/order/reply/list', ({ params }: RecordedCall) =>
      ok(params.page === 1 ? page(others(1, 50), 51, 50, 1) : page([reviewableLine()], 51, 50, 2)),
    );
    api.on('POST /api/front/order/comment', () => ok(null, 'Review submitted'));
    const { user } = await openForm();
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/goods_detail/11');
    expect(api.callsTo('GET /api/front/order/reply/list').map((call) => call.params)).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
    await user.type(screen.getByRole('textbox', { name: /Your experience/ }), 'Soft and well made.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.callsTo('POST /api/front/order/comment')).toHaveLength(1));
    expect(api.callsTo('POST /api/front/order/comment')[0].body).toMatchObject({
      orderNo: 'SH100',
      orderInfoId: 501,
      comment: 'Soft and well made.',
    });
  });

  it('says the line was not found when it is not waiting for a review', async () => {
    api.on('GET /api/front/order/reply/list', page(others(1, 3), 3, 50, 1));
    renderRoute('/users/evaluation_confirm?orderInfoId=501');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order line was not found among your orders.');
    expect(api.callsTo('GET /api/front/order/reply/list')).toHaveLength(1);
  });
});
