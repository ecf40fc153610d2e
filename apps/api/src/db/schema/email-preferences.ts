import { emailOptOutKinds } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const kindList = emailOptOutKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * The key that signs e-mails' unsubscribe links, made once per shop on first use, so every node signs
 * and checks alike without a secret to configure (docs/decisions/0032-cart-reminders.md).
 */
export const emailLinkKeys = pgTable(
  'email_link_keys',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('email_link_keys_id_valid', sql`${t.id} IN ('unsubscribe')`)],
);

/** One row per customer and kind of marketing e-mail they stopped (docs/PRODUCT.md §4.12). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: emailOptOutKinds }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('email_opt_outs_kind_valid', sql.raw(`kind IN (${kindList})`)),
  ],
);
