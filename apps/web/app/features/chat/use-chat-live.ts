import type { ChatMessage, ChatSide, ChatStreamEvent } from '@shop/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { endReason } from '~/lib/api-stream';
import { chatCalls, keepChatStreamOpen } from './chat-calls';

type Side = ChatSide;

/** An event of /api/chat/stream or /api/admin/chat/stream, as the API sends it. */
export type LiveEvent = ChatStreamEvent;

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 3_000;

/**
 * The history the loader read again after a `reload` (more was missed than the stream sends): it
 * replaces what the page had, keeping only the live messages newer than it, so no gap is left between.
 */
function replaceWith(history: ChatMessage[], current: ChatMessage[]): ChatMessage[] {
  const newest = history.at(-1)?.id ?? 0;
  return merge(
    history,
    current.filter((message) => message.id > newest),
  );
}

function merge(current: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
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
  /** Older messages exist than the first of `initial` (the loader read one page). */
  earlier: boolean;
  /** The team's conversation: its calls, and the one whose events the team's stream (every conversation's) keeps. */
  conversationId?: string;
  /** Events of other conversations, and reconnections (the team's page reloads its list). */
  onOther?: (event: LiveEvent | { kind: 'reconnected' }) => void;
}

/**
 * The live side of a chat page (docs/decisions/0017): one EventSource, resumed by the browser with
 * Last-Event-ID after a drop or the end of the stream's lifetime, and opened again (resuming after the
 * newest message held) when the browser gives up. A stream ended because the session ended, or a
 * `reload` (more missed than one page), reloads the page's data. The other side's messages are marked
 * read while the page is visible; typing is sent at most every 3 s and shown for 4 s.
 */
export function useChatLive(options: ChatLiveOptions) {
  const [messages, setMessages] = useState(options.initial);
  const [seenUpTo, setSeenUpTo] = useState(options.seenUpTo);
  const [typing, setTyping] = useState(false);
  const [connected, setConnected] = useState(false);
  const [earlier, setEarlier] = useState(options.earlier);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  /** Pages before the loader's were read: a reload of the loader's page does not forget them. */
  const scrolledBack = useRef(false);
  const held = useRef(messages);
  held.current = messages;
  const latest = useRef(options);
  latest.current = options;
  const revalidator = useRevalidator();
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;
  /** A `reload` asked for the history again: the loader's next answer replaces the thread. */
  const replacing = useRef(false);
  const newestId = useRef(0);
  const readUpTo = useRef(options.readUpTo);
  const lastTypingSent = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const other: Side = options.side === 'customer' ? 'team' : 'customer';

  useEffect(() => {
    const fresh = replacing.current;
    replacing.current = false;
    setMessages((current) =>
      fresh ? replaceWith(options.initial, current) : merge(current, options.initial),
    );
    if (fresh) scrolledBack.current = false;
    if (!scrolledBack.current) setEarlier(latest.current.earlier);
  }, [options.initial]);
  useEffect(() => {
    newestId.current = messages.at(-1)?.id ?? 0;
  }, [messages]);
  useEffect(() => {
    setSeenUpTo((current) => Math.max(current, options.seenUpTo));
  }, [options.seenUpTo]);

  const markRead = useCallback(
    (list: ChatMessage[]) => {
      if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
      const newest = list.filter((message) => message.sender === other).at(-1)?.id ?? 0;
      if (newest <= readUpTo.current) return;
      readUpTo.current = newest;
      chatCalls(latest.current.side, latest.current.conversationId).read(newest);
    },
    [other],
  );

  useEffect(() => {
    markRead(messages);
    const onVisible = () => markRead(messages);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [messages, markRead]);

  const side = options.side;
  useEffect(() => {
    newestId.current = latest.current.initial.at(-1)?.id ?? 0;
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
    // The newest message is read at each opening: a new EventSource resumes after what the page holds.
    const stop = keepChatStreamOpen(side, () => newestId.current, {
      listen: (source) => {
        for (const kind of ['message', 'read', 'typing', 'status']) {
          source.addEventListener(kind, handle as EventListener);
        }
        source.addEventListener('ready', () => {
          setConnected(true);
          if (opened) latest.current.onOther?.({ kind: 'reconnected' });
          opened = true;
        });
        source.addEventListener('reload', () => {
          replacing.current = true;
          void reload.current();
        });
        source.addEventListener('end', (event) => {
          setConnected(false);
          // Signed out (here or elsewhere) or no longer an admin: the page's data shows what is left.
          if (endReason(event) !== 'expired') void reload.current();
        });
        source.addEventListener('error', () => setConnected(false));
      },
      onGaveUp: () => void reload.current(),
    });
    return () => {
      stop();
      clearTimeout(typingTimer.current);
    };
  }, [side, other]);

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    chatCalls(latest.current.side, latest.current.conversationId).typing();
  }, []);

  const add = useCallback((message: ChatMessage) => setMessages((current) => merge(current, [message])), []);

  const loadEarlier = useCallback(async () => {
    const oldest = held.current[0]?.id;
    if (!oldest) return;
    setLoadingEarlier(true);
    const page = await chatCalls(latest.current.side, latest.current.conversationId).before(oldest);
    setLoadingEarlier(false);
    if (!page) return;
    scrolledBack.current = true;
    setMessages((current) => merge(current, page.messages));
    setEarlier(page.earlier);
  }, []);

  return {
    messages,
    seenUpTo,
    typing,
    connected,
    notifyTyping,
    add,
    earlier: earlier ? { load: () => void loadEarlier(), loading: loadingEarlier } : null,
  };
}
