import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderUpdates } from '../../db/schema/notifications.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationProvider } from './notification-provider.ts';

const BATCH = 10;
const MAX_ATTEMPTS = 5;
const CLAIM_MS = 2 * 60_000;
const RETRY_BASE_MS = 30_000;

export interface OrderUpdatesWorkerOptions {
  db: Db;
  clock: Clock;
  provider: NotificationProvider;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Sends the order updates the outbox holds, never in a request: claims due rows the way the mail
 * worker does (FOR UPDATE SKIP LOCKED and a claim that runs out, so two nodes never send one row),
 * makes one provider call per row and records its outcome on the row (docs/decisions/0027).
 */
export class OrderUpdatesWorker {
  private readonly worker: BatchWorker;

  constructor(private readonly options: OrderUpdatesWorkerOptions) {
    this.worker = new BatchWorker({
      name: 'order updates worker',
      pass: () => this.pass(),
      log: options.log,
      intervalMs: options.intervalMs ?? 1000,
    });
  }

  get providerKind(): NotificationProvider['kind'] {
    return this.options.provider.kind;
  }

  start(): void {
    this.worker.start();
  }

  kick(): void {
    this.worker.kick();
  }

  /** Sends everything due now; tests await it instead of sleeping. */
  flush(): Promise<void> {
    return this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async pass(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock();
    const due = db
      .select({ id: orderUpdates.id })
      .from(orderUpdates)
      .where(
        and(
          eq(orderUpdates.status, 'pending'),
          lte(orderUpdates.nextAttemptAt, now),
          or(isNull(orderUpdates.lockedUntil), lt(orderUpdates.lockedUntil, now)),
        ),
      )
      .orderBy(asc(orderUpdates.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(orderUpdates)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${orderUpdates.attempts} + 1` })
      .where(inArray(orderUpdates.id, due))
      .returning();
    for (const row of claimed) {
      // The batch's claim was taken at its start; a row reached after slow sends may have been claimed
      // by another node since. Renewed only while still ours, so no message is sent by two nodes.
      const [mine] = await db
        .update(orderUpdates)
        .set({ lockedUntil: new Date(clock().getTime() + CLAIM_MS) })
        .where(and(eq(orderUpdates.id, row.id), eq(orderUpdates.lockedUntil, row.lockedUntil!)))
        .returning();
      if (mine) await this.deliver(mine);
    }
    return claimed.length;
  }

  private async deliver(row: typeof orderUpdates.$inferSelect): Promise<void> {
    const { db, clock, provider, log } = this.options;
    const outcome = await provider.send(row).catch((error: unknown) => ({
      // A folder that cannot be written, a bug: nothing reached anyone, so it is tried again.
      status: 'retry' as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    const at = clock();
    const done = { lockedUntil: null };
    // Only the claim this worker holds is settled: a row cancelled meanwhile (an opt-out) stays cancelled.
    const mine = and(eq(orderUpdates.id, row.id), eq(orderUpdates.status, 'pending'));
    if (outcome.status === 'sent') {
      await db
        .update(orderUpdates)
        .set({ ...done, status: 'sent', sentAt: at, providerRef: outcome.ref, lastError: null })
        .where(eq(orderUpdates.id, row.id));
      log.info(
        { updateId: row.id, orderId: row.orderId, event: row.event, channel: row.channel },
        'order update sent',
      );
      return;
    }
    if (outcome.status === 'retry' && row.attempts < MAX_ATTEMPTS) {
      const retryAt = new Date(at.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
      await db
        .update(orderUpdates)
        .set({ ...done, lastError: outcome.reason.slice(0, 1000), nextAttemptAt: retryAt })
        .where(mine);
      log.warn(
        { updateId: row.id, attempts: row.attempts, reason: outcome.reason },
        'order update failed; will retry',
      );
      return;
    }
    const status = outcome.status === 'unknown' ? 'unconfirmed' : 'failed';
    await db
      .update(orderUpdates)
      .set({ ...done, status, lastError: outcome.reason.slice(0, 1000) })
      .where(mine);
    log.warn({ updateId: row.id, orderId: row.orderId, reason: outcome.reason }, `order update ${status}`);
  }
}
