import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';

/**
 * Every change an admin makes: who, what (an action on an entity), when, and the values before and
 * after, written in the same transaction as the change itself (docs/decisions/0014).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** `product.create`, `order.status`, `customer.role`… */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
