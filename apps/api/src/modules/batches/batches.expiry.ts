import {
  addIndiaDays,
  BATCH_EXPIRY_WARNING_DAYS,
  type ExpiringBatch,
  indiaDay,
  variantLabel,
} from '@shop/shared';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { productBatches } from '../../db/schema/batches.ts';
import { products } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../admin/index.ts';
import { takeStockOff } from '../catalog/index.ts';

const BATCH = 20;
/** Who the audit log names for a write-off: the shop itself. */
const SWEEP_ACTOR = { id: null, email: 'system: batch expiry sweep' };

export interface BatchExpirySweepOptions {
  db: Db;
  clock: Clock;
  catalogChanged: () => Promise<void>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Writes off what is left of each batch whose best-before day has come (docs/decisions/0036-batches-and-best-before.md):
 * its units leave the variant's stock, so a product with no other stock shows as out of stock and is
 * not sold. Runs at start and every five minutes. Each batch in its own transaction with its variant's
 * row locked first (as checkout locks it), the batch re-read there: a second node, or a second pass,
 * finds nothing left and writes nothing (idempotent). Audited as the shop's own change.
 */
export class BatchExpirySweep {
  private readonly worker: BatchWorker;

  constructor(private readonly options: BatchExpirySweepOptions) {
    this.worker = new BatchWorker({
      name: 'batch expiry sweep',
      pass: () => this.pass(),
      log: options.log,
      intervalMs: options.intervalMs ?? 5 * 60_000,
    });
  }

  start(): void {
    this.worker.start();
    this.worker.kick();
  }

  /** Writes off every batch due now; tests move the clock and await it. */
  flush(): Promise<void> {
    return this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async pass(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock();
    const today = indiaDay(now);
    const due = await db
      .select({ id: productBatches.id, variantId: productBatches.variantId })
      .from(productBatches)
      .where(and(lte(productBatches.bestBefore, today), gt(productBatches.quantityLeft, 0)))
      .orderBy(asc(productBatches.bestBefore), asc(productBatches.id))
      .limit(BATCH);
    let written = 0;
    for (const batch of due) {
      const wrote = await db.transaction(async (tx) => {
        await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(eq(productVariants.id, batch.variantId))
          .for('update');
        const [row] = await tx
          .select()
          .from(productBatches)
          .where(eq(productBatches.id, batch.id))
          .for('update');
        if (!row || row.quantityLeft === 0 || row.bestBefore > today) return false;
        await tx
          .update(productBatches)
          .set({
            quantityLeft: 0,
            quantityWrittenOff: row.quantityWrittenOff + row.quantityLeft,
            writtenOffAt: now,
          })
          .where(eq(productBatches.id, row.id));
        await takeStockOff(tx, row.variantId, row.quantityLeft, now);
        await recordAudit(tx, SWEEP_ACTOR, {
          action: 'batch.expire',
          entity: 'product',
          entityId: row.productId,
          before: {
            batch: row.batch,
            variantId: row.variantId,
            bestBefore: row.bestBefore,
            quantityLeft: row.quantityLeft,
          },
          after: {
            batch: row.batch,
            variantId: row.variantId,
            quantityLeft: 0,
            writtenOff: row.quantityLeft,
          },
        });
        return true;
      });
      if (wrote) written += 1;
    }
    if (written > 0) await this.options.catalogChanged();
    return written;
  }
}

/** Batches with units left whose best-before day is within 60 days (or has come), soonest first: the dashboard's list. */
export async function expiringBatches(db: Db, now: Date, limit = 20): Promise<ExpiringBatch[]> {
  const until = addIndiaDays(indiaDay(now), BATCH_EXPIRY_WARNING_DAYS);
  const rows = await db
    .select({
      id: productBatches.id,
      productId: productBatches.productId,
      productName: products.name,
      options: productVariants.options,
      batch: productBatches.batch,
      bestBefore: productBatches.bestBefore,
      quantityLeft: productBatches.quantityLeft,
    })
    .from(productBatches)
    .innerJoin(products, eq(products.id, productBatches.productId))
    .innerJoin(productVariants, eq(productVariants.id, productBatches.variantId))
    .where(and(gt(productBatches.quantityLeft, 0), lte(productBatches.bestBefore, until)))
    .orderBy(asc(productBatches.bestBefore), asc(products.name), asc(productBatches.batch))
    .limit(limit);
  return rows.map(({ options, ...row }) => ({ ...row, variantLabel: variantLabel(options) }));
}
