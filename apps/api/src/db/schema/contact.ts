import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Contact-form messages; the admin console marks them handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
