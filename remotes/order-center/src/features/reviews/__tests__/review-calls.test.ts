import { installFakeApi, page } from '@mall/remote-kit/testing';
import { getReviewableLines, reviewPicsValue, submitReview } from '../api/reviews';

describe('review calls', () => {
  it('pages the reviewable lines by 10, as the original', async () => {
    const api = installFakeApi();
    api.on('GET /api/front/order/reply/list', page([]));
    await getReviewableLines({ page: 2 });
    expect(api.calls.at(-1)?.params).toEqual({ page: 2, limit: 10 });
  });

  it('sends review pictures as a JSON string of URLs, or an empty string', async () => {
    expect(reviewPicsValue([])).toBe('');
    expect(reviewPicsValue(['http://x/a.png', 'http://x/b.jpg'])).toBe('["http://x/a.png","http://x/b.jpg"]');
    const api = installFakeApi();
    api.on('POST /api/front/order/comment', () => ({ code: 200, message: 'Thank you for your review', data: null }));
    const body = { orderNo: 'SH1', orderInfoId: 4, star: 4, serviceStar: 5, comment: 'Fine', pics: '' };
    await expect(submitReview(body)).resolves.toEqual({ message: 'Thank you for your review' });
    expect(api.calls.at(-1)?.body).toEqual(body);
  });
});
