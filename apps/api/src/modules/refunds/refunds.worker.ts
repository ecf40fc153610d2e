import { shortOrderId } from '@shop/shared';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { type PaymentProvider, type ProviderRefund, RefundCallError } from '../payments/index.ts';
import type { RefundsService } from './refunds.service.ts';
import type { ProviderOutcome } from './refunds.settlement.ts';

const BATCH = 5;
/** Longer than a provider call's timeout, so a live worker's claim never runs out under it. */
const CLAIM_MS = 2 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/**
 * Calls whose outcome stayed unknown this many times in a row mark the refund failed (the owner may
 * retry). Never once the provider holds the refund: then it is asked again, however long it takes.
 */
const MAX_ATTEMPTS = 8;
/** How soon a refund the provider holds as `pending` is looked at again (the sandbox answers sooner). */
const POLL_MS = 10 * 60_000;
const SANDBOX_POLL_MS = 1000;

export interface RefundWorkerOptions {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  refunds: RefundsService;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

const backoff = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

function outcomeOf(refund: ProviderRefund): ProviderOutcome {
  return {
    providerRefundId: refund.id,
    status: refund.status,
    failureReason: refund.status === 'failed' ? 'The payment provider could not complete the refund' : null,
  };
}

/**
 * Issues provider refunds outside any request, like the mail worker delivers e-mail (docs/decisions/0016):
 * it claims due refund rows with FOR UPDATE SKIP LOCKED and a claim that runs out (safe on several
 * nodes), calls the provider with the row's idempotency key, and retries with back-off. Before calling
 * again after an unknown outcome it asks the provider which refunds the payment already has, so a
 * refund is never issued twice; a refund the provider holds as pending is looked at again later.
 */
export class RefundWorker {
  private readonly worker: BatchWorker;

  constructor(private readonly options: RefundWorkerOptions) {
    this.worker = new BatchWorker({
      name: 'refund worker',
      pass: () => this.pass(),
      log: options.log,
      intervalMs: options.intervalMs ?? 1000,
    });
  }

  /** Without a provider (online payment off) there is nothing to call, so no timer runs. */
  start(): void {
    if (this.options.provider) this.worker.start();
  }

  kick(): void {
    if (this.options.provider) this.worker.kick();
  }

  /** Works through everything due now; tests await it. */
  async flush(): Promise<void> {
    if (this.options.provider) await this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async pass(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock();
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'pending'),
          eq(refunds.method, 'provider'),
          lte(refunds.nextAttemptAt, now),
          or(isNull(refunds.lockedUntil), lt(refunds.lockedUntil, now)),
        ),
      )
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(refunds)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${refunds.attempts} + 1` })
      .where(inArray(refunds.id, due))
      .returning();
    for (const refund of claimed) await this.work(refund);
    return claimed.length;
  }

  private async work(refund: RefundRow): Promise<void> {
    const provider = this.options.provider!;
    try {
      // A call that may have gone through, or a refund the provider holds as pending: ask first.
      if (refund.outcomeUnknown || refund.providerRefundId) {
        const mine = (await provider.listRefunds(refund.paymentId!)).filter(
          (candidate) => candidate.id === refund.providerRefundId || candidate.notes.refund_id === refund.id,
        );
        // Any try of this refund the provider still holds (made under an earlier key too: a retry
        // after an unknown outcome) is this refund; a failed one counts only if it is this try's.
        const found =
          mine.find((candidate) => candidate.status !== 'failed') ??
          mine.find(
            (candidate) =>
              candidate.id === refund.providerRefundId ||
              candidate.notes.idempotency_key === refund.idempotencyKey,
          );
        if (found) {
          await this.options.refunds.settle(refund.id, outcomeOf(found), this.pollAt(found));
          return;
        }
        if (refund.providerRefundId) {
          await this.options.refunds.settle(
            refund.id,
            { providerRefundId: null, status: 'pending', failureReason: null },
            this.pollAt(),
          );
          return;
        }
      }
      const created = await provider.createRefund({
        paymentId: refund.paymentId!,
        amountPaise: refund.amountPaise,
        receipt: refund.orderId ?? refund.attemptId!,
        notes: {
          refund_id: refund.id,
          idempotency_key: refund.idempotencyKey,
          ...(refund.orderId ? { order_id: refund.orderId } : { attempt_id: refund.attemptId! }),
        },
        idempotencyKey: refund.idempotencyKey,
      });
      this.options.log.info(
        {
          refundId: refund.id,
          order: refund.orderId ? shortOrderId(refund.orderId) : null,
          providerRefundId: created.id,
        },
        'refund issued',
      );
      await this.options.refunds.settle(refund.id, outcomeOf(created), this.pollAt(created));
    } catch (error) {
      await this.failed(refund, error);
    }
  }

  private pollAt(refund?: ProviderRefund): Date | null {
    if (refund && refund.status !== 'pending') return null;
    const wait = this.options.provider?.name === 'sandbox' ? SANDBOX_POLL_MS : POLL_MS;
    return new Date(this.options.clock().getTime() + wait);
  }

  private async failed(refund: RefundRow, error: unknown): Promise<void> {
    const { db, clock, log, refunds: service } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RefundCallError && error.outcome === 'refused') {
      log.warn({ refundId: refund.id, reason: message }, 'refund refused by the provider');
      await service.settle(
        refund.id,
        { providerRefundId: null, status: 'failed', failureReason: message },
        null,
      );
      return;
    }
    if (refund.attempts >= MAX_ATTEMPTS && !refund.providerRefundId) {
      log.error({ refundId: refund.id, err: error }, 'refund: the provider did not answer; giving up');
      await service.settle(
        refund.id,
        {
          providerRefundId: null,
          status: 'failed',
          failureReason: `The payment provider did not answer after ${refund.attempts} tries (${message})`,
        },
        null,
      );
      return;
    }
    log.warn(
      { refundId: refund.id, attempts: refund.attempts, err: error },
      'refund call failed; will ask and retry',
    );
    await db
      .update(refunds)
      .set({
        outcomeUnknown: true,
        failureReason: message.slice(0, 500),
        lockedUntil: null,
        nextAttemptAt: new Date(clock().getTime() + backoff(refund.attempts)),
        updatedAt: clock(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }
}
