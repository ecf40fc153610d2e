// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicConfigContext } from '~/lib/load-context.server';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { reviewsAction, reviewsForPage } from './reviews.server';

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

/** A review posted without JavaScript: the form's fields and the files chosen in its photos field. */
function reviewPost(photos: File[], images: string[] = []) {
  const form = new FormData();
  form.set('intent', 'review');
  form.set('productId', 'p1');
  form.set('rating', '5');
  form.set('title', 'Gentle and works');
  form.set('text', 'Took it for three weeks. Sleeping better.');
  for (const key of images) form.append('images', key);
  for (const file of photos) form.append('photos', file);
  return new Request('http://shop.test/ProductDetailsById/p1', {
    method: 'POST',
    body: form,
    headers: { accept: 'text/html', cookie: 'shop_session=abc' },
  });
}

const png = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const key = (n: number) => `reviews/${String(n).repeat(24)}`;
const photo = (n: number) => ({
  _id: key(n),
  url: `/uploads/${key(n)}-240.webp`,
  srcset: '',
  width: 240,
  height: 240,
});
const saved = {
  review: {
    id: 'r1',
    rating: 5,
    title: 'Gentle and works',
    text: 'Took it for three weeks. Sleeping better.',
    images: [],
    author: 'Priya S.',
    verifiedBuyer: true,
    helpfulCount: 0,
    reply: null,
    createdAt: '2026-11-27T05:00:00.000Z',
    updatedAt: '2026-11-27T05:00:00.000Z',
    status: 'pending',
    hiddenReason: null,
  },
};

async function post(
  request: Request,
  answer: (call: ApiCall, uploads: number) => FakeAnswer,
  maxBytes?: number,
) {
  let uploads = 0;
  const { context, calls } = fakeApiContext((call) =>
    answer(call, call.path === '/reviews/photos' ? ++uploads : uploads),
  );
  if (maxBytes !== undefined) {
    context.set(publicConfigContext, { ...context.get(publicConfigContext), uploadMaxBytes: maxBytes });
  }
  const reply = await reviewsAction(request, context, '/ProductDetailsById/p1#reviews');
  return { reply: reply as Response | Reply, calls };
}
type Reply = { data: Record<string, unknown>; init: ResponseInit | null };

describe('a review posted with photos without JavaScript', () => {
  it('sends each photo to the upload route, then the review with their keys after the ones it had', async () => {
    const { reply, calls } = await post(
      reviewPost([png('a.png'), png('b.png')], [key(1)]),
      (call, uploads) =>
        call.path === '/reviews/photos'
          ? { status: 201, body: { image: photo(uploads + 1) } }
          : { status: 201, body: saved },
    );
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /reviews/photos',
      'POST /reviews/photos',
      'POST /product/p1/reviews',
    ]);
    const sentFile = new TextDecoder().decode(calls[0]?.body as Uint8Array);
    expect(sentFile).toContain('name="file"; filename="a.png"');
    expect(sentFile).toContain('Content-Type: image/png');
    expect(calls[2]?.body).toMatchObject({ rating: 5, images: [key(1), key(2), key(3)] });
    expect(reply).toBeInstanceOf(Response);
    expect((reply as Response).headers.get('location')).toBe('/ProductDetailsById/p1#reviews');
  });

  it('refuses more than three photos, with what was typed, before sending anything', async () => {
    const { reply, calls } = await post(reviewPost([png('a.png'), png('b.png')], [key(1), key(2)]), () => ({
      status: 500,
    }));
    expect(calls).toEqual([]);
    const { data, init } = reply as Reply;
    expect(init?.status).toBe(400);
    expect(data.fieldErrors).toEqual({ photos: 'Add at most 3 photos' });
    expect(data.sent).toEqual({
      rating: '5',
      title: 'Gentle and works',
      text: 'Took it for three weeks. Sleeping better.',
    });
  });

  it('refuses a file that is not an image, or one larger than the API takes, before sending anything', async () => {
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    const notImage = await post(reviewPost([png('a.png'), pdf]), () => ({ status: 500 }));
    expect(notImage.calls).toEqual([]);
    expect((notImage.reply as Reply).data.fieldErrors).toEqual({ photos: 'Photos must be images' });

    const large = await post(
      reviewPost([png('big.png', 3 * 1024 * 1024)]),
      () => ({ status: 500 }),
      2 * 1024 * 1024,
    );
    expect(large.calls).toEqual([]);
    expect((large.reply as Reply).data.fieldErrors).toEqual({ photos: 'Each photo must be at most 2 MB' });
  });

  it('shows the API’s refusal of a photo next to the photos field, with what was typed, and sends no review', async () => {
    const message = 'The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF or SVG)';
    const { reply, calls } = await post(reviewPost([png('fake.png')]), () =>
      apiError(400, 'UNSUPPORTED_IMAGE', message, [{ field: 'file', message }]),
    );
    expect(calls.map(({ path }) => path)).toEqual(['/reviews/photos']);
    const { data, init } = reply as Reply;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      code: 'UNSUPPORTED_IMAGE',
      message,
      fieldErrors: { photos: message },
    });
    expect(data.sent).toMatchObject({ title: 'Gentle and works' });
  });

  it('shows a refusal with no field (a 403 for a customer who has received nothing) next to the photos field', async () => {
    const message = 'Only customers who have received an order can upload review photos';
    const { reply } = await post(reviewPost([png('a.png')]), () => apiError(403, 'NOT_A_BUYER', message));
    expect((reply as Reply).data).toMatchObject({ message, fieldErrors: { photos: message } });
  });
});
