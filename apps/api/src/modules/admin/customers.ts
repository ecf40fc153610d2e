import type { AdminCustomer } from '@shop/shared';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AdminActor } from './audit.ts';
import { recordAudit } from './audit.ts';

type UserRow = typeof users.$inferSelect;

// Spelled out with table names: inside a subquery drizzle's column references are unqualified.
const ordersCount = sql<number>`(select count(*)::int from "orders" o where o."user_id" = "users"."id")`;

/** Customers: find them with their order counts; make one an admin or a customer again. */
export class AdminCustomers {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** Told after a role changes: the account's open chat streams close on every node. */
      accessChanged: (change: { userId: string }) => Promise<void>;
      /** The accounts module's write of the role (its table), handed in by app.ts. */
      changeRole: (tx: Tx, id: string, role: 'customer' | 'admin', now: Date) => Promise<UserRow>;
    },
  ) {}

  async list(query: { q?: string; page: number; limit: number }) {
    const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      filters.push(
        or(
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.phone, like),
        ),
      );
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select({ user: users, ordersCount })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.deps.db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      customers: rows.map(({ user, ordersCount }) => toCustomer(user, ordersCount)),
      total: total?.n ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * Promote or demote. The live admins are locked first, so two admins demoting each other at once are
   * taken one after the other and the second is refused: the shop always keeps one admin.
   */
  async setRole(actor: AdminActor, id: string, role: 'customer' | 'admin'): Promise<AdminCustomer> {
    const { before, after } = await this.deps.db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
        .for('update');
      const [current] = await tx
        .select({ user: users, ordersCount })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!current) throw notFound('Customer not found', 'CUSTOMER_NOT_FOUND');
      const before = toCustomer(current.user, current.ordersCount);
      if (role === 'admin' && !current.user.emailVerifiedAt) {
        throw conflict('Only an account with a confirmed e-mail can become an admin', 'NOT_VERIFIED');
      }
      if (role === 'customer' && current.user.role === 'admin' && admins.every((admin) => admin.id === id)) {
        throw conflict(
          'This is the only admin of the shop: make another account an admin first',
          'LAST_ADMIN',
        );
      }
      const row = await this.deps.changeRole(tx, id, role, this.deps.clock());
      const after = toCustomer(row, current.ordersCount);
      await recordAudit(tx, actor, {
        action: 'customer.role',
        entity: 'customer',
        entityId: id,
        before,
        after,
      });
      return { before, after };
    });
    if (before.role !== after.role) await this.deps.accessChanged({ userId: id });
    return after;
  }
}

function toCustomer(user: UserRow, orders: number): AdminCustomer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    ordersCount: orders,
    createdAt: user.createdAt.toISOString(),
  };
}
