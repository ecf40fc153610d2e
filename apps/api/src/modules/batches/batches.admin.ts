import {
  type AdminBatch,
  type AdminBatchInput,
  type AdminBatchUpdate,
  indiaDay,
  toIndiaIso,
  variantLabel,
} from '@shop/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { type BatchRow, orderItemBatches, productBatches } from '../../db/schema/batches.ts';
import { products } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { putStockBack, stockChangedByOwner, takeStockOff } from '../catalog/index.ts';
import { isExpired } from './batches.allocation.ts';

const refuse = (field: keyof AdminBatchInput | keyof AdminBatchUpdate, message: string) =>
  badRequest(message, 'VALIDATION_FAILED', [{ field, message }]);

const batchMessages = {
  variant: 'Choose a variant of this product',
  pastBestBefore: 'The best-before date must be after today',
  duplicate: (batch: string) => `Batch ${batch} is already recorded for this variant`,
  notFound: 'Batch not found',
  expired: 'This batch has expired: what was left of it is written off, so it can no longer be changed',
  belowSold: (units: number) => `${units} units of this batch are sold or written off: it cannot have fewer`,
  sold: 'Units of this batch were ordered: correct its count instead of deleting it',
};

interface BatchWithVariant {
  row: BatchRow;
  options: Record<string, string>;
  sku: string;
}

function toAdminBatch({ row, options, sku }: BatchWithVariant, now: Date): AdminBatch {
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    variantLabel: variantLabel(options),
    sku,
    batch: row.batch,
    bestBefore: row.bestBefore,
    quantityReceived: row.quantityReceived,
    quantityLeft: row.quantityLeft,
    quantityWrittenOff: row.quantityWrittenOff,
    receivedAt: toIndiaIso(row.receivedAt),
    expired: isExpired(row.bestBefore, now),
  };
}

/** The owner's side of batches (docs/decisions/0036-batches-and-best-before.md): list, record, correct, delete. */
export class BatchesAdmin {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** The shop's cached catalogue (stock shown on pages) drops after a change. */
      catalogChanged: () => Promise<void>;
    },
  ) {}

  /** A product's batches, the soonest best-before first; 404 for no such product. */
  async list(productId: string): Promise<{ batches: AdminBatch[] }> {
    const { db, clock } = this.deps;
    await this.productExists(db, productId);
    const rows = await db
      .select({ row: productBatches, options: productVariants.options, sku: productVariants.sku })
      .from(productBatches)
      .innerJoin(productVariants, eq(productVariants.id, productBatches.variantId))
      .where(eq(productBatches.productId, productId))
      .orderBy(asc(productBatches.bestBefore), asc(productBatches.batch));
    const now = clock();
    return { batches: rows.map((row) => toAdminBatch(row, now)) };
  }

  /**
   * Records a batch received: its units join the variant's stock in the same transaction, audited. The
   * variant's row is locked first (as an order taking its stock locks it), so a batch number recorded
   * twice at once is refused once, and no order takes from the batch before it is whole. Refusals name
   * the field and save nothing.
   */
  async record(actor: AdminActor, productId: string, input: AdminBatchInput): Promise<{ batch: AdminBatch }> {
    const { db, clock } = this.deps;
    const now = clock();
    if (input.bestBefore <= indiaDay(now)) throw refuse('bestBefore', batchMessages.pastBestBefore);
    const recorded = await db.transaction(async (tx) => {
      await this.productExists(tx, productId);
      const [variant] = await tx
        .select({
          productId: productVariants.productId,
          options: productVariants.options,
          sku: productVariants.sku,
          archivedAt: productVariants.archivedAt,
        })
        .from(productVariants)
        .where(eq(productVariants.id, input.variantId))
        .for('update');
      if (!variant || variant.productId !== productId || variant.archivedAt) {
        throw refuse('variantId', batchMessages.variant);
      }
      const [existing] = await tx
        .select({ id: productBatches.id })
        .from(productBatches)
        .where(and(eq(productBatches.variantId, input.variantId), eq(productBatches.batch, input.batch)));
      if (existing) throw refuse('batch', batchMessages.duplicate(input.batch));
      const [row] = await tx
        .insert(productBatches)
        .values({
          productId,
          variantId: input.variantId,
          batch: input.batch,
          bestBefore: input.bestBefore,
          quantityReceived: input.quantity,
          quantityLeft: input.quantity,
          receivedAt: now,
          createdBy: actor.id,
        })
        .returning();
      await putStockBack(tx, [{ variantId: input.variantId, quantity: input.quantity }], now);
      await stockChangedByOwner(tx, productId, now);
      const batch = toAdminBatch({ row: row!, options: variant.options, sku: variant.sku }, now);
      await recordAudit(tx, actor, {
        action: 'batch.record',
        entity: 'product',
        entityId: productId,
        before: null,
        after: batch,
      });
      return batch;
    });
    await this.deps.catalogChanged();
    return { batch: recorded };
  }

  /**
   * Corrects a recorded batch: its number, best-before day and units received. A change in units moves
   * the variant's stock by the difference; the count cannot go below the units already sold or written
   * off, and an expired batch is no longer changed. Locks as recording does (variant, then batch), so an
   * order taking from the batch meanwhile waits; refusals name the field and change nothing.
   */
  async correct(
    actor: AdminActor,
    productId: string,
    batchId: string,
    input: AdminBatchUpdate,
  ): Promise<{ batch: AdminBatch }> {
    const { db, clock } = this.deps;
    const now = clock();
    const corrected = await db.transaction(async (tx) => {
      const { row, variant } = await this.lockBatch(tx, productId, batchId, now);
      if (input.bestBefore !== row.bestBefore && input.bestBefore <= indiaDay(now)) {
        throw refuse('bestBefore', batchMessages.pastBestBefore);
      }
      const used = row.quantityReceived - row.quantityLeft;
      if (input.quantityReceived < used) throw refuse('quantityReceived', batchMessages.belowSold(used));
      if (input.batch !== row.batch) {
        const [existing] = await tx
          .select({ id: productBatches.id })
          .from(productBatches)
          .where(
            and(
              eq(productBatches.variantId, row.variantId),
              eq(productBatches.batch, input.batch),
              ne(productBatches.id, row.id),
            ),
          );
        if (existing) throw refuse('batch', batchMessages.duplicate(input.batch));
      }
      const change = input.quantityReceived - row.quantityReceived;
      const [updated] = await tx
        .update(productBatches)
        .set({
          batch: input.batch,
          bestBefore: input.bestBefore,
          quantityReceived: input.quantityReceived,
          quantityLeft: row.quantityLeft + change,
        })
        .where(eq(productBatches.id, row.id))
        .returning();
      if (change > 0) await putStockBack(tx, [{ variantId: row.variantId, quantity: change }], now);
      if (change < 0) await takeStockOff(tx, row.variantId, -change, now);
      await stockChangedByOwner(tx, productId, now);
      const before = toAdminBatch({ row, ...variant }, now);
      const after = toAdminBatch({ row: updated!, ...variant }, now);
      await recordAudit(tx, actor, {
        action: 'batch.update',
        entity: 'product',
        entityId: productId,
        before,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return { batch: corrected };
  }

  /**
   * Deletes a batch recorded by mistake: its units left leave the variant's stock. A batch any order took
   * units from stays (its invoices print it: correct its count instead), as does an expired one.
   */
  async remove(actor: AdminActor, productId: string, batchId: string): Promise<{ success: true }> {
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      const { row, variant } = await this.lockBatch(tx, productId, batchId, now);
      const [ordered] = await tx
        .select({ batchId: orderItemBatches.batchId })
        .from(orderItemBatches)
        .where(eq(orderItemBatches.batchId, row.id))
        .limit(1);
      if (ordered) throw conflict(batchMessages.sold, 'BATCH_IN_USE');
      await tx.delete(productBatches).where(eq(productBatches.id, row.id));
      if (row.quantityLeft > 0) await takeStockOff(tx, row.variantId, row.quantityLeft, now);
      await stockChangedByOwner(tx, productId, now);
      await recordAudit(tx, actor, {
        action: 'batch.delete',
        entity: 'product',
        entityId: productId,
        before: toAdminBatch({ row, ...variant }, now),
        after: null,
      });
    });
    await this.deps.catalogChanged();
    return { success: true };
  }

  /** The product's batch with its variant locked first (the order in which orders lock); 404 / 409 else. */
  private async lockBatch(tx: Tx, productId: string, batchId: string, now: Date) {
    await this.productExists(tx, productId);
    const [found] = await tx
      .select({ variantId: productBatches.variantId })
      .from(productBatches)
      .where(and(eq(productBatches.id, batchId), eq(productBatches.productId, productId)));
    if (!found) throw notFound(batchMessages.notFound, 'BATCH_NOT_FOUND');
    const [variant] = await tx
      .select({ options: productVariants.options, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.id, found.variantId))
      .for('update');
    const [row] = await tx.select().from(productBatches).where(eq(productBatches.id, batchId)).for('update');
    if (!row || !variant) throw notFound(batchMessages.notFound, 'BATCH_NOT_FOUND');
    if (row.writtenOffAt || isExpired(row.bestBefore, now))
      throw conflict(batchMessages.expired, 'BATCH_EXPIRED');
    return { row, variant };
  }

  private async productExists(executor: Executor, productId: string): Promise<void> {
    const [product] = await executor
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  }
}
