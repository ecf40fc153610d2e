import {
  awayNotice,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  chatLimits,
  chatTexts,
  describeSupportHours,
  supportStatus,
} from '@shop/shared';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';
import type { Clock } from '../../lib/clock.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { ChatEvent } from './chat.events.ts';
import type { ChatHub } from './chat.hub.ts';
import { messageEvent, toChatMessage } from './chat.mapper.ts';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  config: Config;
  hub: ChatHub;
}

type Conversation = typeof chatConversations.$inferSelect;

const messageColumns = {
  id: chatMessages.id,
  sender: chatMessages.sender,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** Up to `limit` messages of a conversation after an id, oldest first. */
function readAfter(db: Executor, conversationId: string, after: number, limit: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/**
 * One page of a conversation's history, oldest first: the messages after an id, before an id, or the
 * newest; `earlier` says whether older messages exist than the first one answered. A page is at most
 * `chatLimits.historyMax` messages: no answer holds a whole long conversation.
 */
export async function readPage(db: Executor, conversationId: string, query: ChatHistoryQuery = {}) {
  const max = chatLimits.historyMax;
  if (query.after !== undefined) {
    const rows = await readAfter(db, conversationId, query.after, max);
    const [older] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          lt(chatMessages.id, rows[0]?.id ?? query.after + 1),
        ),
      )
      .limit(1);
    return { rows, earlier: older !== undefined };
  }
  const newest = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        query.before === undefined ? undefined : lt(chatMessages.id, query.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(max + 1);
  return { rows: newest.slice(0, max).reverse(), earlier: newest.length > max };
}

/** The newest message id a side sent in a conversation (0 without one): read markers never pass it. */
export function newestFrom(conversationId: string, sender: 'customer' | 'team') {
  return sql<number>`(SELECT coalesce(max(${chatMessages.id}), 0) FROM ${chatMessages}
    WHERE ${chatMessages.conversationId} = ${conversationId} AND ${chatMessages.sender} = ${sender})`;
}

/** The customer's side of the live chat: one conversation per customer with the shop's team. */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  private find(customerId: string): Promise<Conversation | undefined> {
    return this.deps.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.customerId, customerId))
      .then((rows) => rows[0]);
  }

  support(): ChatHistory['support'] {
    const hours = this.deps.config.SUPPORT_HOURS;
    const now = this.deps.clock();
    return {
      open: supportStatus(hours, now).open,
      hours: describeSupportHours(hours),
      awayNotice: awayNotice(hours, now),
    };
  }

  async history(customerId: string, query: ChatHistoryQuery = {}): Promise<ChatHistory> {
    const conversation = await this.find(customerId);
    if (!conversation) {
      return { messages: [], seenUpTo: 0, readUpTo: 0, earlier: false, support: this.support() };
    }
    const { rows, earlier } = await readPage(this.deps.db, conversation.id, query);
    return {
      messages: rows.map(toChatMessage),
      earlier,
      seenUpTo: conversation.teamReadUpTo,
      readUpTo: conversation.customerReadUpTo,
      support: this.support(),
    };
  }

  /**
   * Stores the message, then answers it: a client that saw the answer knows it is kept. The
   * conversation's row is locked for the insert, which orders its ids and counts the rate limit
   * exactly even when one customer sends from several tabs or nodes at once.
   */
  async send(customerId: string, text: string): Promise<ChatMessage> {
    const { db, clock } = this.deps;
    const now = clock();
    const { conversation, row, reopened } = await db.transaction(async (tx) => {
      await tx.insert(chatConversations).values({ customerId, lastMessageAt: now }).onConflictDoNothing();
      const [locked] = await tx
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.customerId, customerId))
        .for('update');
      const conversation = locked!;
      const recent = await tx
        .select({ createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversation.id),
            eq(chatMessages.sender, 'customer'),
            gt(chatMessages.createdAt, new Date(now.getTime() - 60_000)),
          ),
        )
        .orderBy(desc(chatMessages.createdAt))
        .limit(chatLimits.perMinute);
      if (recent.length >= chatLimits.perMinute) {
        const oldest = recent.at(-1)!.createdAt.getTime();
        const seconds = Math.max(1, Math.ceil((oldest + 60_000 - now.getTime()) / 1000));
        throw new TooManyRequestsError(chatTexts.rateLimited(seconds), seconds, 'CHAT_RATE_LIMITED');
      }
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationId: conversation.id,
          sender: 'customer',
          authorId: customerId,
          text,
          createdAt: now,
        })
        .returning();
      await tx
        .update(chatConversations)
        .set({ status: 'open', lastMessageAt: now })
        .where(eq(chatConversations.id, conversation.id));
      return { conversation, row: row!, reopened: conversation.status === 'resolved' };
    });
    await this.deps.hub.publish(messageEvent(conversation, row));
    if (reopened) {
      await this.deps.hub.publish({
        kind: 'status',
        conversationId: conversation.id,
        customerId,
        status: 'open',
      });
    }
    return toChatMessage(row);
  }

  /** The customer has read the team's messages up to `upTo` (never past the newest one). */
  async markRead(customerId: string, upTo: number): Promise<{ readUpTo: number }> {
    const conversation = await this.find(customerId);
    if (!conversation) return { readUpTo: 0 };
    const [updated] = await this.deps.db
      .update(chatConversations)
      .set({
        customerReadUpTo: sql`greatest(${chatConversations.customerReadUpTo}, least(${upTo}::bigint, ${newestFrom(conversation.id, 'team')}))`,
      })
      .where(eq(chatConversations.id, conversation.id))
      .returning({ readUpTo: chatConversations.customerReadUpTo });
    const readUpTo = Number(updated!.readUpTo);
    if (readUpTo > conversation.customerReadUpTo) {
      await this.deps.hub.publish({
        kind: 'read',
        conversationId: conversation.id,
        customerId,
        by: 'customer',
        upTo: readUpTo,
      });
    }
    return { readUpTo };
  }

  async typing(customerId: string): Promise<void> {
    const conversation = await this.find(customerId);
    if (!conversation) return;
    await this.deps.hub.publish({
      kind: 'typing',
      conversationId: conversation.id,
      customerId,
      from: 'customer',
    });
  }

  /**
   * What a reconnecting customer missed: at most one page of messages after the last id it has, and
   * whether more were missed (the client then reads its history again: a stream never holds a whole
   * conversation in memory).
   */
  async missedBy(customerId: string, after: number): Promise<{ events: ChatEvent[]; more: boolean }> {
    const conversation = await this.find(customerId);
    if (!conversation) return { events: [], more: false };
    const rows = await readAfter(this.deps.db, conversation.id, after, chatLimits.historyMax + 1);
    const page = rows.slice(0, chatLimits.historyMax);
    return {
      events: page.map((row) => messageEvent(conversation, row)),
      more: rows.length > page.length,
    };
  }

  /** A message as an event, read by id (it crossed PostgreSQL's NOTIFY without its long text). */
  async messageEventById(id: number): Promise<ChatEvent | null> {
    const [row] = await this.deps.db
      .select({ message: chatMessages, customerId: chatConversations.customerId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, id));
    if (!row) return null;
    return messageEvent({ id: row.message.conversationId, customerId: row.customerId }, row.message);
  }
}
