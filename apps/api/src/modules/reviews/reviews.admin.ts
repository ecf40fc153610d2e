import type { AdminReviewQuery, ModerateReview } from '@shop/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { reviewSettings, reviews } from '../../db/schema/reviews.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { moveRating } from './reviews.aggregate.ts';
import { toAdminReview } from './reviews.mapper.ts';
import { author, autoPublish } from './reviews.repo.ts';

/**
 * The owner's moderation (docs/decisions/0029-review-moderation.md): publish, hide with a reason, reply
 * in public. Each change moves the product's stored rating and writes its audit row in one transaction.
 */
export class ReviewsAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock; catalogChanged: () => Promise<void> }) {}

  /**
   * Reviews in one state, oldest first by their last change (the customer's write, or the owner's
   * moderation): the queue is worked from its start. And how many wait.
   */
  async list(query: AdminReviewQuery) {
    const { db } = this.deps;
    const where = eq(reviews.status, query.status);
    const [rows, [total], [pending]] = await Promise.all([
      db
        .select({
          review: reviews,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          productName: products.name,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .orderBy(asc(reviews.updatedAt), asc(reviews.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(reviews).where(where),
      db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending')),
    ]);
    return {
      reviews: rows.map((row) =>
        toAdminReview(row.review, row, { id: row.review.productId, name: row.productName }),
      ),
      total: total?.n ?? 0,
      page: query.page,
      limit: query.limit,
      pending: pending?.n ?? 0,
    };
  }

  async moderate(actor: AdminActor, id: string, body: ModerateReview) {
    const { db, clock } = this.deps;
    const now = clock();
    const { row, moved, productName } = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!current) throw notFound('Review not found', 'REVIEW_NOT_FOUND');
      const reply = body.reply === undefined ? current.reply : body.reply || null;
      const [updated] = await tx
        .update(reviews)
        .set({
          status: body.status,
          hiddenReason: body.status === 'hidden' ? body.reason! : null,
          publishedAt: body.status === 'published' ? (current.publishedAt ?? now) : current.publishedAt,
          reply,
          repliedAt: reply === current.reply ? current.repliedAt : reply ? now : null,
          // The Published and Hidden tabs list oldest first by this: when the owner last acted.
          updatedAt: now,
        })
        .where(eq(reviews.id, id))
        .returning();
      const moved = await moveRating(
        tx,
        current.productId,
        current.status === 'published' ? current.rating : null,
        body.status === 'published' ? current.rating : null,
      );
      await recordAudit(tx, actor, {
        action: 'review.moderate',
        entity: 'review',
        entityId: id,
        before: { status: current.status, hiddenReason: current.hiddenReason, reply: current.reply },
        after: { status: updated!.status, hiddenReason: updated!.hiddenReason, reply: updated!.reply },
      });
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, current.productId));
      return { row: updated!, moved, productName: product?.name ?? '' };
    });
    if (moved) await this.deps.catalogChanged();
    return toAdminReview(row, await author(db, row.userId), { id: row.productId, name: productName });
  }

  async settings() {
    return { autoPublish: await autoPublish(this.deps.db) };
  }

  async saveSettings(actor: AdminActor, settings: { autoPublish: boolean }) {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const before = await autoPublish(tx);
      await tx
        .insert(reviewSettings)
        .values({ id: 1, autoPublish: settings.autoPublish, updatedAt: clock() })
        .onConflictDoUpdate({
          target: reviewSettings.id,
          set: { autoPublish: settings.autoPublish, updatedAt: clock() },
        });
      await recordAudit(tx, actor, {
        action: 'review.settings',
        entity: 'review_settings',
        entityId: '1',
        before: { autoPublish: before },
        after: settings,
      });
    });
    return settings;
  }
}
