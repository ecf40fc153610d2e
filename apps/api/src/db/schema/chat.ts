import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One conversation per customer with the shop's team (docs/PRODUCT.md, Live chat). The read markers
 * are message ids: everything up to them was seen by the other side.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    /** The newest team message the customer has read. */
    customerReadUpTo: bigint('customer_read_up_to', { mode: 'number' }).notNull().default(0),
    /** The newest customer message someone of the team has read. */
    teamReadUpTo: bigint('team_read_up_to', { mode: 'number' }).notNull().default(0),
    /**
     * Team replies written before this time were covered by the last reply e-mail: one e-mail per
     * quiet period, not one per message (docs/decisions/0017).
     */
    emailQuietUntil: at('email_quiet_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_customer_key').on(t.customerId),
    index('chat_conversations_last_message_idx').on(t.lastMessageAt),
    check('chat_conversations_status_valid', sql`${t.status} IN ('open', 'resolved')`),
  ],
);

/**
 * Messages, ids from one sequence. Inserts into a conversation are serialised by a lock on its row,
 * so within a conversation ids grow in commit order and "after id" never skips a message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['customer', 'team'] }).notNull(),
    /** The person who wrote it (a team member for team replies); null once that account is gone. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // The reply-mail sweep reads the last hour's team replies.
    index('chat_messages_created_idx').on(t.createdAt),
    check('chat_messages_sender_valid', sql`${t.sender} IN ('customer', 'team')`),
    check('chat_messages_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);

/** Saved answers the team inserts with one click; the owner edits the list as a whole. */
export const chatQuickReplies = pgTable('chat_quick_replies', {
  id: text('id').primaryKey().$defaultFn(newId),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
});
