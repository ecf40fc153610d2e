import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * When a shopper last took something out of their cart. Adding or changing a line stamps the line
 * itself (`cart_items.updated_at`); a removal leaves no line to stamp, so it is kept here.
 */
export const cartActivity = pgTable('cart_activity', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  changedAt: at('changed_at').notNull(),
});
