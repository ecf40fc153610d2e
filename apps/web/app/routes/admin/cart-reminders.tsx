import { requireAdmin } from '~/features/admin/admin.server';
import { CartRemindersAdmin } from '~/features/cart-reminders/admin-cart-reminders';
import {
  cartRemindersAction,
  cartRemindersLoader,
} from '~/features/cart-reminders/admin-cart-reminders.server';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/cart-reminders';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return cartRemindersLoader(context, url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await cartRemindersAction(context, form);
  return answerConsoleForm(request, url, reply, ['save'], formValues(form));
}

export default function AdminCartRemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartRemindersAdmin
      settings={loaderData.settings}
      promoCodes={loaderData.promoCodes}
      figures={loaderData.figures}
      result={actionData}
    />
  );
}
