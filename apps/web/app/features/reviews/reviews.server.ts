import { ReviewInputSchema, reviewLimits, sessionCookieName } from '@shop/shared';
import { callApi, sendFileToApi } from '~/lib/api.server';
import { validate } from '~/lib/form-result';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import { type LoadContext, publicConfigContext } from '~/lib/load-context.server';
import type { SentReview } from './review-form';

/** How many reviews come with the product page (the rest are a link away: ?reviewsPage=2). */
const FIRST_PAGE = 5;

/** Whether the request carries a session (cookie or token): a visitor's page never asks for "mine". */
function mayBeSignedIn(request: Request): boolean {
  if (request.headers.has('authorization')) return true;
  const cookies = request.headers.get('cookie') ?? '';
  return new RegExp(`(?:^|;\\s*)${sessionCookieName}=[^;]`).test(cookies);
}

/**
 * The product page's reviews (docs/PRODUCT.md, Reviews): one page of published ones in the chosen order,
 * their summary (the API's cached answer), and the signed-in customer's own review and right to write one
 * (null for a visitor, asked only with a session). A failure here never fails the product page.
 */
export async function reviewsForPage(request: Request, context: LoadContext, productId: string, url: URL) {
  const sort = url.searchParams.get('reviews') === 'helpful' ? 'helpful' : 'newest';
  const page = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get('reviewsPage') ?? '1', 10) || 1),
  );
  const [list, mine] = await Promise.all([
    callApi(context, 'GET /product/:id/reviews', {
      params: { id: productId },
      query: { sort, page, limit: FIRST_PAGE },
    }),
    mayBeSignedIn(request)
      ? callApi(context, 'GET /product/:id/reviews/mine', { params: { id: productId } })
      : null,
  ]);
  return { sort, list: list.ok ? list.body : null, mine: mine?.ok ? mine.body : null } as const;
}

export type PageReviews = Awaited<ReturnType<typeof reviewsForPage>>;

/**
 * The product page's review forms: write or edit one's review (`intent=review`), mark one helpful
 * (`intent=helpful`). Without JavaScript the answer is a redirect back to the reviews (Post/Redirect/Get);
 * a refused review stays in place with its field errors.
 */
export async function reviewsAction(request: Request, context: LoadContext, back: string) {
  const form = await request.formData();
  const productId = String(form.get('productId') ?? '');
  const intent = form.get('intent');
  if (intent === 'helpful') {
    const id = String(form.get('reviewId') ?? '');
    const result = await callApi(context, 'POST /reviews/:id/helpful', { params: { id } });
    const reply = result.ok
      ? succeeded('helpful', { message: 'Thank you for your vote', data: result.body })
      : refused('helpful', result, 'Could not count your vote');
    return answerForm(request, reply, { back });
  }
  const values = {
    rating: String(form.get('rating') ?? ''),
    title: String(form.get('title') ?? ''),
    text: String(form.get('text') ?? ''),
    images: form.getAll('images').map(String),
  };
  // A refusal carries what was typed, so a form posted without JavaScript shows it again.
  const sent: SentReview = { rating: values.rating, title: values.title, text: values.text };
  const checked = validate(ReviewInputSchema, values);
  if (!checked.ok) {
    const reply = keepSent(invalid('review', checked.fieldErrors), sent);
    return answerForm(request, reply, { back, failuresInPlace: true });
  }
  const files = form
    .getAll('photos')
    .filter((file): file is File => typeof file !== 'string' && file.size > 0);
  const problem = photoProblem(files, checked.data.images.length, context);
  if (problem) {
    const reply = keepSent(invalid('review', { photos: problem }, problem), sent);
    return answerForm(request, reply, { back, failuresInPlace: true });
  }
  // Photos posted with the form (no JavaScript) go to the upload route as the uploader would send them.
  const images = [...checked.data.images];
  for (const file of files) {
    const upload = await sendFileToApi(context, 'POST /reviews/photos', file, file.name || 'photo');
    if (!upload.ok) {
      const reply = refused('review', upload, 'That file could not be used as a photo', {
        fieldName: () => 'photos',
      });
      reply.data.fieldErrors.photos ??= reply.data.message ?? 'That file could not be used as a photo';
      return answerForm(request, keepSent(reply, sent), { back, failuresInPlace: true });
    }
    images.push(upload.body.image._id);
  }
  const editing = form.get('editing') === '1';
  const request_ = { params: { id: productId }, body: { ...checked.data, images } };
  const result = editing
    ? await callApi(context, 'PUT /product/:id/reviews/mine', request_)
    : await callApi(context, 'POST /product/:id/reviews', request_);
  const reply = result.ok
    ? succeeded('review', {
        message:
          result.body.review.status === 'published'
            ? 'Thank you: your review is published'
            : 'Thank you: your review will appear once the shop has read it',
      })
    : keepSent(refused('review', result, 'Could not save your review'), sent);
  return answerForm(request, reply, { back, failuresInPlace: true });
}

/**
 * Why the photos posted with the form cannot be sent, checked before any is: too many with the ones
 * already on the review, not an image, or larger than the API's uploads take (UPLOAD_MAX_BYTES).
 * The API still checks each by its content.
 */
function photoProblem(files: File[], kept: number, context: LoadContext): string | undefined {
  if (kept + files.length > reviewLimits.photos) return `Add at most ${reviewLimits.photos} photos`;
  if (files.some((file) => !file.type.startsWith('image/'))) return 'Photos must be images';
  const max = context.get(publicConfigContext).uploadMaxBytes;
  if (max !== undefined && files.some((file) => file.size > max)) {
    return `Each photo must be at most ${Number((max / (1024 * 1024)).toFixed(1))} MB`;
  }
  return undefined;
}

function keepSent<Reply extends { data: object }>(reply: Reply, sent: SentReview): Reply {
  Object.assign(reply.data, { sent });
  return reply;
}
