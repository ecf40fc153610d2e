import { type ChatMessage, formatTime, formatWeekdayDate } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { MessageText } from './message-text';

/**
 * The messages of one conversation, oldest first, grouped by day (India time, the same on the server
 * and in the browser). "Seen" sits under the newest of my messages the other side has read. When older
 * messages exist than those shown (a history is read a page at a time), a button above loads them.
 */
export function ChatThread({
  messages,
  me,
  seenUpTo,
  typing,
  typingLabel,
  empty,
  earlier,
}: {
  messages: ChatMessage[];
  me: ChatMessage['sender'];
  seenUpTo: number;
  typing: boolean;
  typingLabel: string;
  empty: React.ReactNode;
  /** Older messages exist: `load` reads the page before the first one shown. */
  earlier?: { load: () => void; loading: boolean } | null;
}) {
  const end = useRef<HTMLDivElement>(null);
  // The newest message, not the count: loading older messages above must not jump to the bottom.
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a new message or the typing line appears
  useEffect(() => {
    // Inside a scrolling box (the team's inbox) only the box scrolls; otherwise the page does.
    const box = end.current?.closest<HTMLElement>('[data-chat-scroll]');
    if (box) box.scrollTop = box.scrollHeight;
    else end.current?.scrollIntoView({ block: 'end' });
  }, [newest, typing]);
  const lastSeen = messages.filter((message) => message.sender === me && message.id <= seenUpTo).at(-1)?.id;
  let lastDay = '';
  return (
    <div className="flex flex-col gap-2">
      {messages.length === 0 && empty}
      {earlier && (
        <button
          type="button"
          onClick={earlier.load}
          disabled={earlier.loading}
          className="self-center rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-stone-200 hover:bg-stone-50 disabled:opacity-60"
        >
          {earlier.loading ? 'Loading earlier messages…' : 'Show earlier messages'}
        </button>
      )}
      <ol className="flex flex-col gap-2" aria-label="Messages">
        {messages.map((message) => {
          const mine = message.sender === me;
          const at = new Date(message.createdAt);
          const day = formatWeekdayDate(at);
          const showDay = day !== lastDay;
          lastDay = day;
          return (
            <li key={message.id} className="flex flex-col" data-message-id={message.id}>
              {showDay && (
                <p className="my-2 self-center rounded-full bg-stone-200/70 px-3 py-0.5 text-xs text-stone-700">
                  {day}
                </p>
              )}
              <div
                className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] shadow-sm sm:max-w-[70%] ${
                  mine
                    ? 'self-end rounded-br-md bg-brand-800 text-white'
                    : 'self-start rounded-bl-md bg-white text-stone-900 ring-1 ring-stone-200'
                }`}
              >
                <p className="whitespace-pre-wrap break-words">
                  <span className="sr-only">
                    {mine ? 'You: ' : me === 'customer' ? 'Team: ' : 'Customer: '}
                  </span>
                  <MessageText text={message.text} />
                </p>
                <p className={`mt-1 text-right text-[0.7rem] ${mine ? 'text-brand-100' : 'text-stone-600'}`}>
                  <time dateTime={message.createdAt}>{formatTime(at)}</time>
                </p>
              </div>
              {message.id === lastSeen && (
                <p className="mt-0.5 self-end text-xs text-stone-600" data-testid="seen">
                  Seen
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="min-h-5 text-sm text-stone-600 italic">
        {typing ? typingLabel : ''}
      </p>
      <div ref={end} />
    </div>
  );
}
