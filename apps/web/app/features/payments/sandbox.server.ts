import {
  paymentMessages,
  type SandboxOrderResponse,
  type SandboxPayResponse,
  SandboxPaySchema,
} from '@shop/shared';
import { callApi, refusalMessage } from '~/lib/api.server';
import type { FormResult } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

export type SandboxLoad =
  | ({ ok: true } & SandboxOrderResponse)
  | { ok: false; orderId: string; message: string };

/** Pay or Fail answered: what Razorpay Checkout would hand back (ids and signature, or its error). */
export type SandboxPayResult = FormResult<'pay', SandboxPayResponse>;

/** The payment order the window is about (its owner only); never throws, the window shows the reason. */
export async function loadSandboxOrder(context: LoadContext, orderId: string): Promise<SandboxLoad> {
  const result = await callApi(context, 'GET /payment/sandbox/order/:id', { params: { id: orderId } });
  if (result.ok) return { ok: true, ...result.body };
  return { ok: false, orderId, message: refusalMessage(result, 'This payment could not be opened.') };
}

// The window's data (is the order paid already?) is read again after every answer.
const reload = { revalidate: true };

/** Pay or Fail: what Razorpay Checkout would hand back (ids and signature, or its error object). */
export async function sandboxPay(request: Request, context: LoadContext, orderId: string) {
  const form = await request.formData();
  const checked = SandboxPaySchema.safeParse({
    razorpay_order_id: orderId,
    method: form.get('method'),
    outcome: form.get('outcome'),
  });
  if (!checked.success) {
    return invalid('pay', {}, checked.error.issues[0]?.message ?? paymentMessages.failed, reload);
  }
  const result = await callApi(context, 'POST /payment/sandbox/pay', { body: checked.data });
  if (!result.ok) return refused('pay', result, paymentMessages.failed, reload);
  return succeeded('pay', { data: result.body });
}
