import { orderStatuses, statusLabel } from '@shop/shared';
import { Form, Link, useActionData } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { Pager } from '~/features/admin/pager';
import { OrderTable } from '~/features/orders/admin-order-table';
import { RefundList } from '~/features/refunds/admin-refunds-due';
import { refundsAction, refundsLoader } from '~/features/refunds/admin-refunds-due.server';
import { ManualShipmentForm, OrdersTabs, ReadyToShip, ShipmentList } from '~/features/shipments';
import { ordersView, shipmentsAction, shipmentsLoader } from '~/features/shipments/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/orders';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const view = ordersView(url);
  if (view !== 'orders') {
    return {
      view,
      list: null,
      refunds: [],
      filters: Object.fromEntries(url.searchParams),
      ...(await shipmentsLoader(url, context, view)),
    };
  }
  const query = passQuery(url, 'GET /admin/orders');
  const [list, refunds] = await Promise.all([
    callApi(context, 'GET /admin/orders', { query }).then(dataOrThrow),
    refundsLoader(context),
  ]);
  return { view, list, refunds, filters: Object.fromEntries(url.searchParams), ready: null, shipments: null };
}

/** Shipping's forms (book, retry, answer a failed delivery, a returned parcel, manual), else a refund's. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.clone().formData();
  const { request, url } = args;
  // Mark refunded is a button whose refusal only a toast shows: without JavaScript it is flashed.
  return (
    (await shipmentsAction(args, form)) ?? answerConsoleForm(request, url, await refundsAction(args), [])
  );
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { view, list, refunds, filters, ready, shipments } = loaderData;
  const actionData = useActionData<typeof action>();
  const said = actionData && 'intent' in actionData ? actionData : null;
  // With JavaScript the result comes back here: its toast, and Shipments after a booking (redirectTo);
  // without it the action redirects with the same words as a flash.
  useFormResult(said ?? undefined, { toastFailure: true });
  const heading = <h2 className="font-display text-xl font-bold text-brand-900">Orders</h2>;
  if (view !== 'orders' || !list) {
    return (
      <div className="space-y-6">
        {heading}
        <OrdersTabs view={view} />
        {ready && <ReadyToShip orders={ready.orders} total={ready.total} />}
        {shipments && (
          <ShipmentList
            shipments={shipments.shipments}
            total={shipments.total}
            attention={shipments.attention}
            state={filters.state}
          />
        )}
        {shipments && <Pager page={shipments.page} limit={shipments.limit} total={shipments.total} />}
        <ManualShipmentForm />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {heading}
      <OrdersTabs view={view} />
      <Form method="get" className={`${cardClass} grid gap-3 p-4 sm:grid-cols-5 sm:items-end`}>
        <TextField
          name="q"
          label="Search"
          defaultValue={filters.q}
          placeholder="Order, name, e-mail, phone"
          className="sm:col-span-2"
        />
        <SelectField name="status" label="Status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <TextField name="from" label="From" type="date" defaultValue={filters.from} />
        <TextField name="to" label="To" type="date" defaultValue={filters.to} />
        {/* A recall from a product's Batches section: the orders that took units of one batch. */}
        {filters.batch && (
          <p className="text-sm text-stone-700 sm:col-span-5">
            <input type="hidden" name="batch" value={filters.batch} />
            <input type="hidden" name="batchNumber" value={filters.batchNumber ?? ''} />
            Only orders with units of batch <strong>{filters.batchNumber || filters.batch}</strong>
          </p>
        )}
        <div className="flex gap-2 sm:col-span-5">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Find orders
          </button>
          <Link to="/admin/orders" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Clear
          </Link>
        </div>
      </Form>
      <section className={`${cardClass} p-4`}>
        <p className="mb-2 text-sm text-stone-600">
          {list.total} order{list.total === 1 ? '' : 's'}
        </p>
        {list.orders.length > 0 && <OrderTable orders={list.orders} />}
        <Pager page={list.page} limit={list.limit} total={list.total} />
      </section>
      <RefundList refunds={refunds} />
    </div>
  );
}
