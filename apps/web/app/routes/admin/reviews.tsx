import { requireAdmin } from '~/features/admin/admin.server';
import { ReviewsAdmin } from '~/features/reviews/admin-reviews';
import { adminReviewsAction, adminReviewsLoader } from '~/features/reviews/admin-reviews.server';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/reviews';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return adminReviewsLoader(context, url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  // Posted without JavaScript, a decision comes back to the same tab with its message as a flash; a
  // refusal shows on the form it came from, with what was typed: the settings, or the review's own card
  // (moderate-<id>).
  const form = await request.formData();
  const reply = await adminReviewsAction(context, form);
  return answerConsoleForm(
    request,
    url,
    reply,
    ['settings', `moderate-${form.get('id') ?? ''}`],
    formValues(form),
  );
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsAdmin {...loaderData} result={actionData} />;
}
