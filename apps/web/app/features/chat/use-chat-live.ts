import type { ChatMessage } from '@shop/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

type Side = 'customer' | 'team';

/** An event of /api/chat/stream or /api/admin/chat/stream (the API's ChatEvent, as JSON). */
export type LiveEvent =
  | { kind: 'message'; conversationId: string; message: ChatMessage }
  | { kind: 'read'; conversationId: string; by: Side; upTo: number }
  | { kind: 'typing'; conversationId: string; from: Side }
  | { kind: 'status'; conversationId: string; status: 'open' | 'resolved' };

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 3_000;

function merge(current: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

async function post(url: string, body: unknown): Promise<void> {
  await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

export interface ChatLiveOptions {
  /** Who is looking: their own messages get "Seen", the other side's are marked read. */
  side: Side;
  /** The thread as the server rendered it (merged again whenever the loader runs). */
  initial: ChatMessage[];
  /** The newest of my messages the other side has seen. */
  seenUpTo: number;
  /** The newest of the other side's messages I have read. */
  readUpTo: number;
  /** The team's stream carries every conversation: only this one's events are kept. */
  conversationId?: string;
  streamUrl: string;
  readUrl: string;
  typingUrl: string;
  /** Events of other conversations, and reconnections (the team's page reloads its list). */
  onOther?: (event: LiveEvent | { kind: 'reconnected' }) => void;
}

/**
 * The live side of a chat page (docs/decisions/0017): one EventSource, resumed by the browser with
 * Last-Event-ID after a drop; the other side's messages are marked read while the page is visible;
 * typing is sent at most every 3 s and shown for 4 s.
 */
export function useChatLive(options: ChatLiveOptions) {
  const [messages, setMessages] = useState(options.initial);
  const [seenUpTo, setSeenUpTo] = useState(options.seenUpTo);
  const [typing, setTyping] = useState(false);
  const [connected, setConnected] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const readUpTo = useRef(options.readUpTo);
  const lastTypingSent = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const other: Side = options.side === 'customer' ? 'team' : 'customer';

  useEffect(() => {
    setMessages((current) => merge(current, options.initial));
  }, [options.initial]);
  useEffect(() => {
    setSeenUpTo((current) => Math.max(current, options.seenUpTo));
  }, [options.seenUpTo]);

  const markRead = useCallback(
    (list: ChatMessage[]) => {
      if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
      const newest = list.filter((message) => message.sender === other).at(-1)?.id ?? 0;
      if (newest <= readUpTo.current) return;
      readUpTo.current = newest;
      void post(latest.current.readUrl, { upTo: newest });
    },
    [other],
  );

  useEffect(() => {
    markRead(messages);
    const onVisible = () => markRead(messages);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [messages, markRead]);

  const streamUrl = options.streamUrl;
  useEffect(() => {
    const last = latest.current.initial.at(-1)?.id;
    const separator = streamUrl.includes('?') ? '&' : '?';
    const source = new EventSource(last ? `${streamUrl}${separator}after=${last}` : streamUrl);
    let opened = false;
    // Read at each event, not at connect: the team's one stream stays open while the admin moves from
    // conversation to conversation, so nothing said meanwhile (typing included) is missed.
    const mine = (event: LiveEvent) => {
      const { conversationId } = latest.current;
      return !conversationId || event.conversationId === conversationId;
    };
    const handle = (raw: MessageEvent<string>) => {
      const event = JSON.parse(raw.data) as LiveEvent;
      if (!mine(event)) {
        latest.current.onOther?.(event);
        return;
      }
      if (event.kind === 'message') {
        setMessages((current) => merge(current, [event.message]));
        if (event.message.sender === other) setTyping(false);
      } else if (event.kind === 'read' && event.by === other) {
        setSeenUpTo((current) => Math.max(current, event.upTo));
      } else if (event.kind === 'typing' && event.from === other) {
        setTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      } else {
        latest.current.onOther?.(event);
      }
    };
    for (const kind of ['message', 'read', 'typing', 'status']) {
      source.addEventListener(kind, handle as EventListener);
    }
    source.addEventListener('ready', () => {
      setConnected(true);
      if (opened) latest.current.onOther?.({ kind: 'reconnected' });
      opened = true;
    });
    source.addEventListener('error', () => setConnected(false));
    return () => {
      source.close();
      clearTimeout(typingTimer.current);
    };
  }, [streamUrl, other]);

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    void post(latest.current.typingUrl, {});
  }, []);

  const add = useCallback((message: ChatMessage) => setMessages((current) => merge(current, [message])), []);

  return { messages, seenUpTo, typing, connected, notifyTyping, add };
}
