import { type AdminBatch, type AdminBatchInput, indiaDay, toIndiaIso, variantLabel } from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type BatchRow, productBatches } from '../../db/schema/batches.ts';
import { products } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { putStockBack } from '../catalog/index.ts';
import { isExpired } from './batches.allocation.ts';

const refuse = (field: keyof AdminBatchInput, message: string) =>
  badRequest(message, 'VALIDATION_FAILED', [{ field, message }]);

const batchMessages = {
  variant: 'Choose a variant of this product',
  pastBestBefore: 'The best-before date must be after today',
  duplicate: (batch: string) => `Batch ${batch} is already recorded for this variant`,
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

/** The owner's side of batches (docs/decisions/0036-batches-and-best-before.md): list and record. */
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

  private async productExists(executor: Executor, productId: string): Promise<void> {
    const [product] = await executor
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  }
}
