import { useActionData } from 'react-router';
import { requireAdmin } from '~/features/admin/admin.server';
import {
  OrderHeading,
  OrderHistory,
  OrderItemsAndAddress,
  OrderStatusForm,
} from '~/features/orders/admin-order-detail';
import { orderDetailAction, orderDetailLoader } from '~/features/orders/admin-order-detail.server';
import { OrderRefundsPanel } from '~/features/refunds/admin-order-refunds';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/order';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return orderDetailLoader(context, params.id);
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await orderDetailAction(context, params.id, form);
  // A refund's Retry button only toasts its refusal: without JavaScript it comes back as a flash. The
  // status and refund forms show theirs, with what was typed into them: also when the order moved on
  // meanwhile, since a note for the customer holds nothing of the order's that it could undo.
  return answerConsoleForm(request, url, reply, ['status', 'refund'], formValues(form), true);
}

export default function AdminOrderPage({ loaderData: { order, refunds } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <OrderHeading order={order} />
      <OrderStatusForm order={order} result={result} />
      <OrderRefundsPanel
        data={refunds}
        paidOnline={order.paymentResult.paymentMethod === 'online'}
        result={result}
      />
      <OrderItemsAndAddress order={order} />
      <OrderHistory order={order} />
    </div>
  );
}
