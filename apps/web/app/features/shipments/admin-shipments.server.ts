import type { ActionFunctionArgs } from 'react-router';
import { requireAdmin } from '~/features/admin/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** The console's views of /admin/orders: all orders, the ones ready to ship, the shipments. */
export type OrdersView = 'orders' | 'ready' | 'shipments';

export function ordersView(url: URL): OrdersView {
  const view = url.searchParams.get('view');
  return view === 'ready' || view === 'shipments' ? view : 'orders';
}

/** What the shipping views show: the orders ready to ship, or the shipments (of one state). */
export async function shipmentsLoader(url: URL, context: LoadContext, view: OrdersView) {
  if (view === 'ready') {
    const ready = dataOrThrow(
      await callApi(context, 'GET /admin/shipments/ready', { query: { limit: 200 } }),
    );
    return { ready, shipments: null };
  }
  if (view === 'shipments') {
    const state = url.searchParams.get('state') || undefined;
    const page = url.searchParams.get('page') || undefined;
    const shipments = dataOrThrow(
      await callApi(context, 'GET /admin/shipments', { query: { state: state as never, page, limit: 50 } }),
    );
    return { ready: null, shipments };
  }
  return { ready: null, shipments: null };
}

const intents = ['ship', 'retry', 'ndr', 'returned', 'manual'] as const;
type ShipmentIntent = (typeof intents)[number];

/**
 * The console's shipping forms, posted to /admin/orders (plain forms: with or without JavaScript):
 * book the ticked orders, retry a failed booking, answer a failed delivery, restock a returned parcel,
 * or record a courier booked by hand. Null when the form is not one of them.
 */
export async function shipmentsAction({ request, url, context }: ActionFunctionArgs, form: FormData) {
  const intent = String(form.get('intent') ?? '') as ShipmentIntent;
  if (!intents.includes(intent)) return null;
  await requireAdmin(url, context);
  const back = `${url.pathname}${url.search}`;
  const id = String(form.get('id') ?? '');
  const reply = await (async () => {
    switch (intent) {
      case 'ship': {
        const orderIds = form.getAll('orderIds').map(String).filter(Boolean);
        if (orderIds.length === 0)
          return invalid(
            'ship',
            { orderIds: 'Tick at least one order to ship' },
            'Tick at least one order to ship',
          );
        const result = await callApi(context, 'POST /admin/shipments', { body: { orderIds } });
        if (!result.ok)
          return refused('ship', result, 'Could not create the shipments', { revalidate: true });
        const { created, skipped } = result.body;
        const note = skipped.length ? ` ${skipped.length} skipped: ${skipped[0]!.reason.toLowerCase()}.` : '';
        return succeeded('ship', {
          message: `${created} shipment${created === 1 ? '' : 's'} created: the couriers are being booked.${note}`,
          redirectTo: '/admin/orders?view=shipments',
        });
      }
      case 'retry': {
        const result = await callApi(context, 'POST /admin/shipments/:id/retry', { params: { id } });
        if (!result.ok) return refused('retry', result, 'Could not retry the booking', { revalidate: true });
        return succeeded('retry', { message: 'Booking again' });
      }
      case 'ndr': {
        const action = form.get('action') === 'return' ? 'return' : 'reattempt';
        const result = await callApi(context, 'POST /admin/shipments/:id/ndr', {
          params: { id },
          body: { action },
        });
        if (!result.ok) return refused('ndr', result, 'Could not send your answer', { revalidate: true });
        return succeeded('ndr', {
          message: action === 'return' ? 'The courier will bring it back' : 'The courier will try again',
        });
      }
      case 'returned': {
        const result = await callApi(context, 'POST /admin/shipments/:id/returned', { params: { id } });
        if (!result.ok)
          return refused('returned', result, 'Could not close the return', { revalidate: true });
        return succeeded('returned', { message: 'Restocked; the order is cancelled' });
      }
      case 'manual': {
        const trackingUrl = String(form.get('trackingUrl') ?? '').trim();
        const result = await callApi(context, 'POST /admin/shipments/manual', {
          body: {
            orderId: String(form.get('orderId') ?? ''),
            courier: String(form.get('courier') ?? ''),
            awb: String(form.get('awb') ?? ''),
            ...(trackingUrl ? { trackingUrl } : {}),
          },
        });
        if (!result.ok)
          return refused('manual', result, 'Could not record the shipment', { revalidate: true });
        return succeeded('manual', { message: `Shipment ${result.body.shipment.awb} recorded` });
      }
    }
  })();
  return answerForm(request, reply, { back });
}
