import { type Order, type Refund, shortOrderId } from '@shop/shared';
import { apiRequestLine } from '@shop/shared/api';
import { type MouseEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Button, buttonClass } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { TextAreaField } from '~/components/ui/field';
import { DownloadIcon } from '~/components/ui/page-icons';
import { Spinner } from '~/components/ui/spinner';
import { loadToast } from '~/components/ui/toaster';
import { downloadFromApi } from '~/lib/browser-api';
import { type OrderActionResult, type OrderIntent, ordersActionPath } from './order-types';

const dialogs: Record<
  OrderIntent,
  { button: string; title: string; text: string; confirm: string; busy: string; keep: string }
> = {
  cancel: {
    button: 'Cancel Order',
    title: 'Cancel this order?',
    text: 'The items go back on the shelf and a paid order is refunded to your original payment method in 5–7 working days.',
    confirm: 'Yes, cancel order',
    busy: 'Cancelling…',
    keep: 'Keep order',
  },
  return: {
    button: 'Return Item',
    title: 'Return this order?',
    text: 'Returns are accepted within 48 hours of delivery. We will contact you to arrange the pickup.',
    confirm: 'Request return',
    busy: 'Sending…',
    keep: 'Not now',
  },
};

/**
 * Cancel Order (pending or processing), Return Item (delivered, within 48 h), Download Invoice, and a
 * link to each credit note of the order's refunds beside the invoice.
 */
export function OrderActions({ order, refunds = [] }: { order: Order; refunds?: Refund[] }) {
  const fetcher = useFetcher<OrderActionResult>();
  const [asking, setAsking] = useState<OrderIntent | null>(null);
  const busy = fetcher.state !== 'idle';
  const short = shortOrderId(order._id);

  // Once the orders are read again: the toast, and the dialog closes either way.
  useFormResult(fetcher.state === 'idle' ? fetcher.data : undefined, {
    onSuccess: () => setAsking(null),
    onFailure: () => {
      setAsking(null);
      return false;
    },
    toastFailure: true,
  });

  // Until hydrated, Cancel Order and Return Item are links opening a CSS (:target) confirmation with a
  // plain form, so a tap is never dead; then the buttons open the dialog. A confirmation opened before
  // that stays (its form still posts); the others go (docs/ARCHITECTURE.md, Web app patterns).
  const [openedPlain, setOpenedPlain] = useState<string | null>(null);
  useEffect(() => setOpenedPlain(window.location.hash.slice(1)), []);
  const enhanced = openedPlain !== null;

  const canReturn = order.orderStatus === 'delivered' && order.canReturn;
  const returnClosed = order.orderStatus === 'delivered' && !order.canReturn;
  const dialog = asking ? dialogs[asking] : null;
  const intents = [
    ...(order.canCancel ? (['cancel'] as const) : []),
    ...(canReturn ? (['return'] as const) : []),
  ];

  return (
    <div className="flex flex-wrap items-center gap-3">
      {intents.map((intent) =>
        enhanced ? (
          <Button
            key={intent}
            variant={intent === 'cancel' ? 'dangerOutline' : 'outline'}
            disabled={busy}
            onClick={() => setAsking(intent)}
          >
            {busy && fetcher.formData?.get('intent') === intent && <Spinner />}
            {dialogs[intent].button}
          </Button>
        ) : (
          <a
            key={intent}
            href={`#${confirmationId(order, intent)}`}
            className={buttonClass({ variant: intent === 'cancel' ? 'dangerOutline' : 'outline' })}
          >
            {dialogs[intent].button}
          </a>
        ),
      )}
      {intents
        .filter((intent) => !enhanced || openedPlain === confirmationId(order, intent))
        .map((intent) => (
          <PlainConfirmation key={intent} order={order} intent={intent} />
        ))}
      {returnClosed && <p className="text-xs text-stone-600">Returns closed 48 hours after delivery.</p>}
      {order.invoiceNumber && <InvoiceLink order={order} />}
      {refunds.map(
        (refund) =>
          refund.creditNote && (
            <a
              key={refund.id}
              href={refund.creditNote.url}
              download
              className={buttonClass({ variant: 'outline' })}
            >
              <DownloadIcon className="h-4 w-4" />
              Credit Note {refund.creditNote.number}
            </a>
          ),
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        busyLabel={dialog?.busy ?? ''}
        cancelLabel={dialog?.keep}
        tone={asking === 'return' ? 'primary' : 'danger'}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={(form) => {
          if (!asking) return;
          fetcher.submit(
            { intent: asking, orderId: order._id, reason: String(form.get('reason') ?? '') },
            { method: 'post', action: ordersActionPath },
          );
        }}
      >
        <p>
          Order #{short}. {dialog?.text}
        </p>
        <TextAreaField
          name="reason"
          label={
            <>
              Reason <span className="font-normal text-stone-500">(optional)</span>
            </>
          }
          rows={2}
          maxLength={500}
          className="mt-4"
          textareaClassName="resize-none"
        />
      </ConfirmDialog>
    </div>
  );
}

const confirmationId = (order: Order, intent: OrderIntent) => `${intent}-order-${order._id}`;

/**
 * The confirmation as the server's HTML has it: hidden until the page's address names it (:target), a
 * plain form posting to /orders, which answers with the orders page and the result as a flash message.
 */
function PlainConfirmation({ order, intent }: { order: Order; intent: OrderIntent }) {
  const id = confirmationId(order, intent);
  const text = dialogs[intent];
  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="invisible fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4 target:visible"
    >
      <form
        method="post"
        action={ordersActionPath}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-left shadow-2xl"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="orderId" value={order._id} />
        <h2 id={`${id}-title`} className="font-display text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700">
          Order #{shortOrderId(order._id)}. {text.text}
        </p>
        <TextAreaField
          name="reason"
          label={
            <>
              Reason <span className="font-normal text-stone-500">(optional)</span>
            </>
          }
          rows={2}
          maxLength={500}
          className="mt-4"
          textareaClassName="resize-none"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a href="#order-confirmation-closed" className={buttonClass({ variant: 'outline' })}>
            {text.keep}
          </a>
          <button
            type="submit"
            className={buttonClass({ variant: intent === 'cancel' ? 'danger' : 'primary' })}
          >
            {text.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * Download Invoice: a plain link to the API's PDF (attachment) that works without JavaScript; with it,
 * the file is fetched first so a refusal shows as a message instead of a broken download.
 */
function InvoiceLink({ order }: { order: Order }) {
  const invoice = { params: { id: order._id } };
  const href = `/api${apiRequestLine('GET /order/invoice/:id', invoice).path}`;
  const [busy, setBusy] = useState(false);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const toast = await loadToast();
    try {
      const file = await downloadFromApi('GET /order/invoice/:id', 'application/pdf', invoice);
      if (!file.ok) {
        toast.error(
          file.status === 0
            ? 'Failed to download the invoice. Please check your connection and try again.'
            : file.error?.message || 'Failed to download the invoice. Please try again.',
        );
        return;
      }
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? `invoice-${shortOrderId(order._id)}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      toast.success('Invoice downloaded');
    } finally {
      setBusy(false);
    }
  };

  return (
    <a
      href={href}
      download
      onClick={download}
      aria-busy={busy || undefined}
      className={buttonClass({ variant: 'outline', className: busy ? 'pointer-events-none opacity-70' : '' })}
    >
      {busy ? <Spinner /> : <DownloadIcon className="h-4 w-4" />}
      Download Invoice
    </a>
  );
}
