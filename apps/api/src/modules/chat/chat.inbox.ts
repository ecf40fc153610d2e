import {
  type AdminChatConversation,
  type AdminChatThread,
  type ChatHistoryQuery,
  type ChatMessage,
  chatTexts,
  type QuickReplies,
  toRupees,
} from '@shop/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { chatConversations, chatMessages, chatQuickReplies } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { messageEvent, toChatMessage } from './chat.mapper.ts';
import { type ChatDeps, newestFrom, readPage } from './chat.service.ts';

const CONVERSATIONS_MAX = 200;

/** Unread: customer messages after the team's read marker. */
const unreadCount = sql<number>`(SELECT count(*)::int FROM ${chatMessages}
  WHERE ${chatMessages.conversationId} = ${chatConversations.id}
    AND ${chatMessages.sender} = 'customer' AND ${chatMessages.id} > ${chatConversations.teamReadUpTo})`;

/** The team's inbox (/api/admin/chat): every conversation, replies, read markers, status, quick replies. */
export class ChatInbox {
  constructor(private readonly deps: ChatDeps) {}

  async list(status: 'open' | 'resolved' | 'all'): Promise<AdminChatConversation[]> {
    const rows = await this.deps.db
      .select({
        conversation: chatConversations,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        unread: unreadCount,
      })
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.customerId))
      .where(status === 'all' ? undefined : eq(chatConversations.status, status))
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(CONVERSATIONS_MAX);
    const last = await this.lastMessages(rows.map((row) => row.conversation.id));
    return rows.map((row) => ({
      id: row.conversation.id,
      status: row.conversation.status,
      customer: {
        id: row.conversation.customerId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        phone: row.phone,
      },
      lastMessage: last.get(row.conversation.id) ?? null,
      lastMessageAt: row.conversation.lastMessageAt.toISOString(),
      unread: Number(row.unread),
    }));
  }

  private async lastMessages(ids: string[]): Promise<Map<string, ChatMessage>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(sql`${chatMessages.conversationId} IN ${ids}`)
      .orderBy(chatMessages.conversationId, desc(chatMessages.id));
    return new Map(rows.map((row) => [row.conversationId, toChatMessage(row)]));
  }

  private async conversation(id: string) {
    const [row] = await this.deps.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    if (!row) throw notFound(chatTexts.notFound, 'CONVERSATION_NOT_FOUND');
    return row;
  }

  async thread(id: string, query: ChatHistoryQuery = {}): Promise<AdminChatThread> {
    const conversation = await this.conversation(id);
    const { rows: messages, earlier } = await readPage(this.deps.db, id, query);
    const recent = await this.deps.db
      .select({
        id: orders.id,
        status: orders.status,
        totalPaise: orders.totalPaise,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, conversation.customerId))
      .orderBy(desc(orders.createdAt))
      .limit(5);
    return {
      conversation: await this.summaryOf(id),
      messages: messages.map(toChatMessage),
      earlier,
      customerReadUpTo: conversation.customerReadUpTo,
      recentOrders: recent.map((order) => ({
        id: order.id,
        status: order.status,
        total: toRupees(order.totalPaise),
        createdAt: order.createdAt.toISOString(),
      })),
    };
  }

  /** One conversation as the inbox lists it. */
  private async summaryOf(id: string): Promise<AdminChatConversation> {
    const [row] = await this.deps.db
      .select({
        conversation: chatConversations,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        unread: unreadCount,
      })
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.customerId))
      .where(eq(chatConversations.id, id));
    if (!row) throw notFound(chatTexts.notFound, 'CONVERSATION_NOT_FOUND');
    const last = await this.lastMessages([id]);
    return {
      id,
      status: row.conversation.status,
      customer: {
        id: row.conversation.customerId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        phone: row.phone,
      },
      lastMessage: last.get(id) ?? null,
      lastMessageAt: row.conversation.lastMessageAt.toISOString(),
      unread: Number(row.unread),
    };
  }

  /** A team reply; replying also marks the customer's messages read. Stored before it is answered. */
  async reply(authorId: string, id: string, text: string): Promise<ChatMessage> {
    const { db, clock, hub } = this.deps;
    const now = clock();
    const { conversation, row } = await db.transaction(async (tx) => {
      const [conversation] = await tx
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .for('update');
      if (!conversation) throw notFound(chatTexts.notFound, 'CONVERSATION_NOT_FOUND');
      const [row] = await tx
        .insert(chatMessages)
        .values({ conversationId: id, sender: 'team', authorId, text, createdAt: now })
        .returning();
      const [updated] = await tx
        .update(chatConversations)
        .set({ lastMessageAt: now, teamReadUpTo: newestFrom(id, 'customer') })
        .where(eq(chatConversations.id, id))
        .returning({ teamReadUpTo: chatConversations.teamReadUpTo });
      return { conversation: { ...conversation, teamReadUpTo: Number(updated!.teamReadUpTo) }, row: row! };
    });
    await hub.publish(messageEvent(conversation, row));
    await hub.publish({
      kind: 'read',
      conversationId: id,
      customerId: conversation.customerId,
      by: 'team',
      upTo: conversation.teamReadUpTo,
    });
    return toChatMessage(row);
  }

  async markRead(id: string, upTo: number): Promise<{ readUpTo: number }> {
    const conversation = await this.conversation(id);
    const [updated] = await this.deps.db
      .update(chatConversations)
      .set({
        teamReadUpTo: sql`greatest(${chatConversations.teamReadUpTo}, least(${upTo}::bigint, ${newestFrom(id, 'customer')}))`,
      })
      .where(eq(chatConversations.id, id))
      .returning({ readUpTo: chatConversations.teamReadUpTo });
    const readUpTo = Number(updated!.readUpTo);
    if (readUpTo > conversation.teamReadUpTo) {
      await this.deps.hub.publish({
        kind: 'read',
        conversationId: id,
        customerId: conversation.customerId,
        by: 'team',
        upTo: readUpTo,
      });
    }
    return { readUpTo };
  }

  /** Resolves or reopens; a change is written to the audit log in the same transaction. */
  async setStatus(
    actor: AdminActor,
    id: string,
    status: 'open' | 'resolved',
  ): Promise<AdminChatConversation> {
    const { customerId, changed } = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: chatConversations.status, customerId: chatConversations.customerId })
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .for('update');
      if (!before) throw notFound(chatTexts.notFound, 'CONVERSATION_NOT_FOUND');
      if (before.status === status) return { customerId: before.customerId, changed: false };
      await tx.update(chatConversations).set({ status }).where(eq(chatConversations.id, id));
      await recordAudit(tx, actor, {
        action: status === 'resolved' ? 'chat.resolve' : 'chat.reopen',
        entity: 'chat_conversation',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
      return { customerId: before.customerId, changed: true };
    });
    if (changed) {
      await this.deps.hub.publish({ kind: 'status', conversationId: id, customerId, status });
    }
    return this.summaryOf(id);
  }

  async typing(id: string): Promise<void> {
    const conversation = await this.conversation(id);
    await this.deps.hub.publish({
      kind: 'typing',
      conversationId: id,
      customerId: conversation.customerId,
      from: 'team',
    });
  }

  /** Conversations with at least one unread customer message (the admin navigation's badge). */
  async unread(): Promise<number> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(sql`${unreadCount} > 0`);
    return Number(row?.count ?? 0);
  }

  async quickReplies(): Promise<QuickReplies> {
    const rows = await this.deps.db.select().from(chatQuickReplies).orderBy(asc(chatQuickReplies.position));
    return { quickReplies: rows.map(({ title, text }) => ({ title, text })) };
  }

  /** Replaces the whole list in one transaction, with its audit row (the list before and after). */
  async saveQuickReplies(actor: AdminActor, input: QuickReplies): Promise<QuickReplies> {
    await this.deps.db.transaction(async (tx) => {
      const before = await tx
        .select({ title: chatQuickReplies.title, text: chatQuickReplies.text })
        .from(chatQuickReplies)
        .orderBy(asc(chatQuickReplies.position))
        .for('update');
      await tx.delete(chatQuickReplies);
      if (input.quickReplies.length > 0) {
        await tx
          .insert(chatQuickReplies)
          .values(input.quickReplies.map((reply, position) => ({ ...reply, position })));
      }
      await recordAudit(tx, actor, {
        action: 'chat.quick_replies',
        entity: 'chat_quick_replies',
        entityId: 'all',
        before: { quickReplies: before },
        after: { quickReplies: input.quickReplies },
      });
    });
    return this.quickReplies();
  }
}
