import type { ChatMessage } from '@shop/shared';
import { useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { cardClass } from '~/components/ui/card';
import { requireAdmin } from '~/features/admin/admin.server';
import { ChatComposer, ChatThread, useChatLive } from '~/features/chat';
import {
  ConversationList,
  CustomerPanel,
  QuickRepliesEditor,
  StatusButton,
} from '~/features/chat/inbox-parts';
import { inboxAction, loadInbox } from '~/features/chat/index.server';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/chat';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return loadInbox(url, context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const reply = await inboxAction(request, context);
  // The inbox's forms (reply, resolve, quick replies) toast their refusals: without JavaScript, a flash.
  return answerConsoleForm(request, url, reply, []);
}

const filters = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;

/** The team's inbox: conversations, the chosen thread with live updates, the customer, quick replies. */
export default function AdminChatPage({ loaderData }: Route.ComponentProps) {
  const { conversations, thread, quickReplies, status } = loaderData;
  const revalidator = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draft, setDraft] = useState<{ text: string; at: number }>();
  const id = thread?.conversation.id;
  const empty: ChatMessage[] = useMemo(() => [], []);
  const live = useChatLive({
    side: 'team',
    initial: thread?.messages ?? empty,
    seenUpTo: thread?.customerReadUpTo ?? 0,
    readUpTo: 0,
    earlier: thread?.earlier ?? false,
    conversationId: id ?? 'none',
    // Another conversation moved, or the stream came back: reload the list (counts, order) once.
    onOther: () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => revalidator.revalidate(), 300);
    },
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-brand-900">Chat</h2>
        <nav aria-label="Filter conversations" className="flex gap-1">
          {filters.map((filter) => (
            <a
              key={filter.value}
              href={`?status=${filter.value}`}
              aria-current={status === filter.value ? 'page' : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${
                status === filter.value
                  ? 'bg-brand-800 text-white'
                  : 'bg-white text-stone-700 ring-1 ring-stone-200'
              }`}
            >
              {filter.label}
            </a>
          ))}
        </nav>
      </div>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr_16rem]">
        <section className={`${cardClass} max-h-[70vh] overflow-y-auto ${thread ? 'hidden lg:block' : ''}`}>
          <ConversationList conversations={conversations} chosen={id} status={status} />
        </section>
        {thread ? (
          <section className={`${cardClass} flex max-h-[75vh] min-h-96 flex-col`} aria-label="Conversation">
            <header className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
              <div className="min-w-0">
                <a href={`?status=${status}`} className="text-sm text-brand-800 lg:hidden">
                  ← All conversations
                </a>
                <h3 className="truncate font-semibold text-stone-900">{thread.conversation.customer.name}</h3>
                <p className="text-xs text-stone-600" aria-live="polite">
                  {live.connected ? 'Live' : 'Connecting…'}
                </p>
              </div>
              <StatusButton conversation={thread.conversation} />
            </header>
            <div data-chat-scroll className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-4 py-3">
              <ChatThread
                messages={live.messages}
                me="team"
                seenUpTo={live.seenUpTo}
                typing={live.typing}
                typingLabel="The customer is typing…"
                earlier={live.earlier}
                empty={<p className="text-sm text-stone-600">No messages yet.</p>}
              />
            </div>
            <div className="space-y-2 border-t border-stone-200 px-4 py-3">
              {quickReplies.length > 0 && (
                <ul className="flex flex-wrap gap-1.5" aria-label="Quick replies">
                  {quickReplies.map((reply) => (
                    <li key={reply.title}>
                      <button
                        type="button"
                        onClick={() => setDraft({ text: reply.text, at: Date.now() })}
                        className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                      >
                        {reply.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <ChatComposer
                hidden={{ conversation: thread.conversation.id }}
                onSent={live.add}
                onTyping={live.notifyTyping}
                draft={draft}
                label="Reply"
              />
            </div>
          </section>
        ) : (
          <p className={`${cardClass} hidden p-6 text-sm text-stone-600 lg:block`}>Choose a conversation.</p>
        )}
        {thread && <CustomerPanel thread={thread} />}
      </div>
      <QuickRepliesEditor quickReplies={quickReplies} />
    </div>
  );
}
