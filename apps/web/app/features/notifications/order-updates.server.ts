import {
  normalizeIndianMobile,
  OrderUpdatesChoiceSchema,
  orderUpdatesTexts,
  type UpdateChannel,
} from '@shop/shared';
import { type ApiFailure, callApi } from '~/lib/api.server';
import { validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { noOrderUpdates, type OrderUpdatesChoiceView } from './order-updates-fields';

/** The signed-in customer's choice; none when it cannot be read (the page still works without it). */
export async function loadOrderUpdates(context: LoadContext): Promise<OrderUpdatesChoiceView> {
  const result = await callApi(context, 'GET /notifications/order-updates');
  if (!result.ok) return noOrderUpdates;
  const { channel, phone } = result.body.orderUpdates;
  return { channel, phone };
}

/**
 * The checkout's opt-in, saved before the order is placed so the order's first update ("placed") is
 * written with it. Only a change is saved: a ticked box (WhatsApp, or SMS with "by SMS instead"), or
 * an unticked one the page had drawn ticked. Answers null when there was nothing to save.
 */
export async function saveCheckoutOrderUpdates(
  context: LoadContext,
  body: Record<string, unknown> | null,
  phone: string | undefined,
): Promise<ApiFailure | null> {
  const ticked = body?.orderUpdates === 'on';
  const channel: UpdateChannel = ticked ? (body?.orderUpdatesBySms === 'on' ? 'sms' : 'whatsapp') : 'none';
  const was = typeof body?.orderUpdatesWas === 'string' ? body.orderUpdatesWas : 'none';
  const wasPhone = typeof body?.orderUpdatesPhone === 'string' ? body.orderUpdatesPhone : '';
  const samePhone = normalizeIndianMobile(phone ?? '') === wasPhone;
  if (channel === was && (channel === 'none' || samePhone)) return null;
  const result = await callApi(context, 'PUT /notifications/order-updates', {
    body: { channel, phone: channel === 'none' ? undefined : phone || undefined, source: 'checkout' },
  });
  return result.ok ? null : result;
}

/** The profile's order-updates form: a channel and the mobile, or none. */
export async function saveProfileOrderUpdates(context: LoadContext, form: Record<string, string>) {
  const values = {
    channel: form.channel,
    phone: form.channel === 'none' ? undefined : form.phone,
    source: 'profile',
  };
  const checked = validate(OrderUpdatesChoiceSchema, values);
  if (!checked.ok) return invalid('orderUpdates', checked.fieldErrors);
  const result = await callApi(context, 'PUT /notifications/order-updates', { body: checked.data });
  if (!result.ok) return refused('orderUpdates', result, 'Your choice could not be saved. Please try again.');
  const off = result.body.orderUpdates.channel === 'none';
  return succeeded('orderUpdates', { message: off ? orderUpdatesTexts.off : orderUpdatesTexts.saved });
}
