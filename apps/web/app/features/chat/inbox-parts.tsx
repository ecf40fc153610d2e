import type { AdminChatConversation, AdminChatThread, QuickReplies } from '@shop/shared';
import { formatDayTime, formatRupees, toPaise } from '@shop/shared';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import type { FormResult } from '~/lib/form-result';

/** Conversations, newest first: the customer, the last words, unread count and status. */
export function ConversationList({
  conversations,
  chosen,
  status,
}: {
  conversations: AdminChatConversation[];
  chosen?: string;
  status: string;
}) {
  if (conversations.length === 0) {
    return <p className="p-4 text-sm text-stone-600">No conversations yet. Customers start them at /chat.</p>;
  }
  return (
    <ul className="divide-y divide-stone-200" aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <a
            href={`?status=${status}&c=${conversation.id}`}
            aria-current={conversation.id === chosen ? 'true' : undefined}
            className={`block px-4 py-3 hover:bg-brand-50 ${conversation.id === chosen ? 'bg-brand-50' : ''}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold text-stone-900">{conversation.customer.name}</span>
              {conversation.unread > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {conversation.unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : (
                conversation.status === 'resolved' && <Badge colour="green">Resolved</Badge>
              )}
            </span>
            <span className="mt-0.5 block truncate text-sm text-stone-600">
              {conversation.lastMessage
                ? `${conversation.lastMessage.sender === 'team' ? 'You: ' : ''}${conversation.lastMessage.text}`
                : 'No messages'}
            </span>
            <span className="block text-xs text-stone-600">{formatDayTime(conversation.lastMessageAt)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Who the customer is and what they bought lately, beside the thread. */
export function CustomerPanel({ thread }: { thread: AdminChatThread }) {
  const { customer } = thread.conversation;
  return (
    <aside className={`${cardClass} space-y-3 p-4 text-sm`} aria-label="Customer">
      <h3 className="font-semibold text-brand-900">{customer.name}</h3>
      <p className="break-all">
        <a href={`mailto:${customer.email}`} className={textLinkClass}>
          {customer.email}
        </a>
      </p>
      {customer.phone && (
        <p>
          <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} className={textLinkClass}>
            {customer.phone}
          </a>
        </p>
      )}
      <div>
        <h4 className="font-semibold text-stone-800">Recent orders</h4>
        {thread.recentOrders.length === 0 ? (
          <p className="text-stone-600">No orders yet</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {thread.recentOrders.map((order) => (
              <li key={order.id}>
                <a href={`/admin/orders/${order.id}`} className={textLinkClass}>
                  #{order.id.slice(-6).toUpperCase()}
                </a>{' '}
                · {formatRupees(toPaise(order.total))} · {order.status} · {formatDayTime(order.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}

/** Resolve, or reopen, the conversation. */
export function StatusButton({ conversation }: { conversation: AdminChatConversation }) {
  const fetcher = useFetcher<FormResult<'status'>>();
  useFormResult(fetcher.data, { intent: 'status', toastFailure: true });
  const next = conversation.status === 'open' ? 'resolved' : 'open';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="conversation" value={conversation.id} />
      <input type="hidden" name="status" value={next} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        {next === 'resolved' ? 'Mark resolved' : 'Reopen'}
      </button>
    </fetcher.Form>
  );
}

/** The saved quick replies as one form: edit a row, empty it to remove it, fill the last to add one. */
export function QuickRepliesEditor({ quickReplies }: { quickReplies: QuickReplies['quickReplies'] }) {
  const fetcher = useFetcher<FormResult<'quick-replies'>>();
  useFormResult(fetcher.data, { intent: 'quick-replies', toastFailure: true });
  const rows = [...quickReplies, { title: '', text: '' }];
  return (
    <details className={`${cardClass} p-4`}>
      <summary className="cursor-pointer font-semibold text-brand-900">Edit quick replies</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="quick-replies" />
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the saved list
          <div key={`${index}-${row.title}`} className="grid gap-2 sm:grid-cols-[12rem_1fr]">
            <label className="sr-only" htmlFor={`qr-title-${index}`}>
              Title {index + 1}
            </label>
            <input
              id={`qr-title-${index}`}
              name={`title.${index}`}
              defaultValue={row.title}
              placeholder="Title"
              maxLength={60}
              className={inputClass}
            />
            <label className="sr-only" htmlFor={`qr-text-${index}`}>
              Text {index + 1}
            </label>
            <textarea
              id={`qr-text-${index}`}
              name={`text.${index}`}
              defaultValue={row.text}
              placeholder="Text"
              rows={2}
              maxLength={2000}
              className={inputClass}
            />
          </div>
        ))}
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass({ size: 'sm' })}>
          Save quick replies
        </button>
      </fetcher.Form>
    </details>
  );
}
