import {
  type ApiError,
  paymentMessages,
  type SandboxOrderResponse,
  type SandboxPayResponse,
  SandboxPaySchema,
} from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError, api } from '~/lib/api.server';

export type SandboxLoad =
  | ({ ok: true } & SandboxOrderResponse)
  | { ok: false; orderId: string; message: string };
export type SandboxPayResult = { ok: true; result: SandboxPayResponse } | { ok: false; message: string };

/** The payment order the window is about (its owner only); never throws, the window shows the reason. */
export async function loadSandboxOrder(context: AppLoadContext, orderId: string): Promise<SandboxLoad> {
  try {
    const answer = await api<SandboxOrderResponse>(
      context,
      `/payment/sandbox/order/${encodeURIComponent(orderId)}`,
    );
    return { ok: true, ...answer };
  } catch (error) {
    return { ok: false, orderId, message: messageOf(error, 'This payment could not be opened.') };
  }
}

/** Pay or Fail: what Razorpay Checkout would hand back (ids and signature, or its error object). */
export async function sandboxPay(
  request: Request,
  context: AppLoadContext,
  orderId: string,
): Promise<SandboxPayResult> {
  const form = await request.formData();
  const checked = SandboxPaySchema.safeParse({
    razorpay_order_id: orderId,
    method: form.get('method'),
    outcome: form.get('outcome'),
  });
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? paymentMessages.failed };
  try {
    return {
      ok: true,
      result: await api<SandboxPayResponse>(context, '/payment/sandbox/pay', {
        method: 'POST',
        body: checked.data,
      }),
    };
  } catch (error) {
    return { ok: false, message: messageOf(error, paymentMessages.failed) };
  }
}

function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const body: Partial<ApiError> = error.body ?? {};
  if (error.status >= 500 || body.code === 'ROUTE_NOT_FOUND' || !body.message) return fallback;
  return body.message;
}
