import type { AdminRefundCreate, AdminRefundRecord, Refund } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderRefunds } from '../orders/index.ts';
import type { PaymentProvider, PaymentRefunds, RefundEvent } from '../payments/index.ts';
import {
  createRefund,
  type RefundActor,
  retryRefund,
  startForAttempt,
  startForOrder,
} from './refunds.actions.ts';
import { creditNotePdf, creditNotePdfForMail } from './refunds.credit-notes.ts';
import { toAdminRefundJson } from './refunds.mapper.ts';
import { listForAdmin, listForViewer } from './refunds.queries.ts';
import { emailsOf } from './refunds.repo.ts';
import { applyEvent, type ProviderOutcome, settle } from './refunds.settlement.ts';

export interface RefundsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Null when online payment is off: only manual refunds then. */
  provider: PaymentProvider | null;
  mail: MailService;
  log: FastifyBaseLogger;
}

/**
 * Refunds of orders and of payments that never became an order (docs/decisions/0016). Every write
 * happens with the order row locked (FOR UPDATE), so the sum of refunds never exceeds what was
 * captured, however a cancel, an admin click and a webhook race. A provider refund is only recorded
 * here; the refund worker (refunds.worker.ts) makes the call outside any request.
 *
 * The one door to the module's jobs: starting refunds (refunds.actions.ts), the provider's word on
 * them (refunds.settlement.ts), the lists (refunds.queries.ts) and credit notes (refunds.credit-notes.ts).
 */
export class RefundsService implements OrderRefunds, PaymentRefunds {
  private wake: () => void = () => {};

  constructor(private readonly deps: RefundsDeps) {}

  /** The worker is built after this service (it needs it), so app.ts hands its kick in here. */
  wakeWith(wake: () => void): void {
    this.wake = wake;
  }

  /** After a commit that recorded a refund: the refund worker and the mail worker catch up. */
  kick(): void {
    this.wake();
    this.deps.mail.kick();
  }

  /** OrderRefunds: a cancelled or returned order paid online gets back what remains, through the provider. */
  startForOrder(tx: Tx, orderId: string, actor: RefundActor, reason: string): Promise<boolean> {
    return startForOrder(tx, this.deps, orderId, actor, reason);
  }

  /** PaymentRefunds: a captured payment that found no stock is refunded in full, through the provider. */
  startForAttempt(tx: Tx, attemptId: string): Promise<void> {
    return startForAttempt(tx, this.deps, attemptId);
  }

  /** POST /admin/orders/:id/refunds: a partial or full refund, through the provider or recorded by hand. */
  async create(
    admin: SessionUser,
    orderId: string,
    body: AdminRefundCreate,
    audit?: (tx: Tx, refund: AdminRefundRecord) => Promise<void>,
  ): Promise<AdminRefundRecord> {
    const row = await createRefund(this.deps, admin, orderId, body, audit);
    this.kick();
    return toAdminRefundJson(row, admin.email);
  }

  /** POST /admin/refunds/:id/retry: a failed provider refund is tried again, with a new idempotency key. */
  async retry(
    id: string,
    audit?: (tx: Tx, before: RefundRow, after: RefundRow) => Promise<void>,
  ): Promise<AdminRefundRecord> {
    const row = await retryRefund(this.deps, id, audit);
    this.kick();
    const people = await emailsOf(this.deps.db, [row.createdByUserId]);
    return toAdminRefundJson(row, people.get(row.createdByUserId ?? '') ?? null);
  }

  /** GET /order/:id/refunds: the owner (or an admin); anyone else is told the order does not exist. */
  listForViewer(viewer: SessionUser, orderId: string): Promise<Refund[]> {
    return listForViewer(this.deps.db, viewer, orderId);
  }

  /** The admin console's refund panel: every refund with who and why, and what remains refundable. */
  listForAdmin(orderId: string): Promise<{ refunds: AdminRefundRecord[]; refundablePaise: number }> {
    return listForAdmin(this.deps.db, orderId);
  }

  /** GET /order/:id/credit-notes/:n.pdf: the order's n-th credit note, for its owner or an admin. */
  creditNotePdf(viewer: SessionUser, orderId: string, n: number): Promise<{ pdf: Buffer; filename: string }> {
    return creditNotePdf(this.deps, viewer, orderId, n);
  }

  /** The mail worker renders a refund's credit note when it sends the refund's e-mail. */
  creditNotePdfForMail(refundId: string): Promise<Buffer> {
    return creditNotePdfForMail(this.deps, refundId);
  }

  /** The refund worker's answer from the provider, applied once (refunds.settlement.ts). */
  settle(id: string, outcome: ProviderOutcome, pollAt: Date | null): Promise<boolean> {
    return settle(this.deps, id, outcome, pollAt);
  }

  /** PaymentRefunds: refund.processed and refund.failed webhooks; replays and strangers change nothing. */
  applyEvent(event: RefundEvent): Promise<boolean> {
    return applyEvent(this.deps, event);
  }
}
