// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApiContext } from '../../../test/fake-api';
import { reviewsForPage } from './reviews.server';

const list = {
  summary: { average: 0, count: 0, distribution: [] },
  reviews: [],
  total: 0,
  page: 1,
  limit: 5,
};

async function load(headers: Record<string, string>) {
  const { context, calls } = fakeApiContext((call) =>
    call.path.includes('/mine')
      ? { status: 200, body: { canReview: true, review: null } }
      : { status: 200, body: list },
  );
  const url = new URL('http://shop.test/ProductDetailsById/p1');
  const data = await reviewsForPage(new Request(url, { headers }), context, 'p1', url);
  return { data, calls: calls.map(({ method, path }) => `${method} ${path}`) };
}

describe('the product page’s reviews', () => {
  it('asks a visitor’s page for the public list only', async () => {
    const { data, calls } = await load({ cookie: 'theme=dark' });
    expect(calls).toEqual(['GET /product/p1/reviews?sort=newest&page=1&limit=5']);
    expect(data.mine).toBeNull();
  });

  it('asks for the customer’s own review when the request has a session', async () => {
    const { data, calls } = await load({ cookie: 'theme=dark; shop_session=abc' });
    expect(calls).toContain('GET /product/p1/reviews/mine');
    expect(data.mine).toEqual({ canReview: true, review: null });
  });
});
