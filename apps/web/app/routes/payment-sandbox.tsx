import { requireUser } from '~/features/accounts/session.server';
import { loadSandboxOrder, sandboxPay } from '~/features/payments/sandbox.server';
import { SandboxWindow, SandboxWindowError } from '~/features/payments/sandbox-window';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/payment-sandbox';

/** The sandbox provider's payment window for one payment order (its owner only). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireUser(url, context);
  return loadSandboxOrder(context, params.orderId);
}

/** Pay or Fail, as Razorpay Checkout would answer. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireUser(url, context);
  return sandboxPay(request, context, params.orderId);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Secure payment',
    description: `Pay for your ${site.shopName} order with UPI, card, netbanking or a wallet.`,
    path: '/payment/sandbox',
    noindex: true,
  });
}

export default function SandboxPaymentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.ok ? (
    <SandboxWindow data={loaderData} />
  ) : (
    <SandboxWindowError orderId={loaderData.orderId} message={loaderData.message} />
  );
}
