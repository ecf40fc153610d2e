import { requireAdmin } from '~/features/admin/admin.server';
import { ReviewsAdmin } from '~/features/reviews/admin-reviews';
import { adminReviewsAction, adminReviewsLoader } from '~/features/reviews/admin-reviews.server';
import { answerForm } from '~/lib/form-result.server';
import type { Route } from './+types/reviews';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return adminReviewsLoader(context, url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  // Posted without JavaScript, a decision comes back to the same tab with its message as a flash.
  const reply = await adminReviewsAction(context, await request.formData());
  return answerForm(request, reply, { back: `${url.pathname}${url.search}`, failuresInPlace: true });
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsAdmin {...loaderData} result={actionData} />;
}
