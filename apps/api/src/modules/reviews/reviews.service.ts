import type { MyReviewResponse, ReviewInput, ReviewList, ReviewListQuery } from '@shop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { reviewHelpfulVotes, reviews } from '../../db/schema/reviews.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { storeImage, type UploadStore } from '../media/index.ts';
import { moveRating } from './reviews.aggregate.ts';
import { toDistribution, toMyReview, toReview, toReviewImage } from './reviews.mapper.ts';
import { describePhotos, photoKeyFor } from './reviews.photos.ts';
import {
  author,
  autoPublish,
  hasReceived,
  hasReceivedAny,
  productOr404,
  ratingRow,
  uniqueViolation,
} from './reviews.repo.ts';

const NOT_A_BUYER =
  'Only customers who received this product can review it: your order with it has not been delivered yet';
const ALREADY_REVIEWED = 'You have already reviewed this product: edit your review instead';

export interface ReviewsDeps {
  db: Db;
  clock: Clock;
  uploads: UploadStore;
  /** Clears the catalogue cache here and on every node: product answers carry the rating. */
  catalogChanged: () => Promise<void>;
}

/** What customers and visitors do with reviews (docs/PRODUCT.md, Reviews). */
export class ReviewsService {
  constructor(private readonly deps: ReviewsDeps) {}

  /** Published reviews, newest or most helpful first, and the stored summary and count (no scan of all reviews). */
  async list(productId: string, query: ReviewListQuery): Promise<ReviewList> {
    const { db } = this.deps;
    await productOr404(db, productId);
    const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
    const order =
      query.sort === 'helpful'
        ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
    const [rows, rating] = await Promise.all([
      db
        .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(published)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      ratingRow(db, productId),
    ]);
    return {
      summary: toDistribution(rating),
      reviews: rows.map((row) => toReview(row.review, row)),
      // The stored count is the published reviews' count (moved with each one, reviews.aggregate.ts).
      total: rating?.ratingCount ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /** The customer's own review of the product, and whether they may write one. */
  async mine(userId: string, productId: string): Promise<MyReviewResponse> {
    const { db } = this.deps;
    await productOr404(db, productId);
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    return {
      canReview: await hasReceived(db, userId, productId),
      review: row ? toMyReview(row, await author(db, userId)) : null,
    };
  }

  /** A first review: only from a customer who received the product; published at once only if the owner said so. */
  async create(userId: string, productId: string, input: ReviewInput) {
    const { db, clock, uploads } = this.deps;
    await productOr404(db, productId);
    if (!(await hasReceived(db, userId, productId))) throw forbidden(NOT_A_BUYER, 'NOT_A_BUYER');
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    if (existing) throw alreadyReviewed();
    const images = await describePhotos(uploads, userId, input.images);
    const now = clock();
    let row: typeof reviews.$inferSelect;
    try {
      row = await db.transaction(async (tx) => {
        const publish = await autoPublish(tx);
        const [inserted] = await tx
          .insert(reviews)
          .values({
            productId,
            userId,
            rating: input.rating,
            title: input.title,
            body: input.text,
            images,
            status: publish ? 'published' : 'pending',
            publishedAt: publish ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await moveRating(tx, productId, null, publish ? input.rating : null);
        return inserted!;
      });
    } catch (error) {
      // Two first reviews at once: the unique index lets one in.
      if (uniqueViolation(error) === 'reviews_product_user_key') throw alreadyReviewed();
      throw error;
    }
    if (row.status === 'published') await this.deps.catalogChanged();
    return toMyReview(row, await author(db, userId));
  }

  /** The customer edits their review: it goes back to moderation unless reviews publish at once (and it was not hidden). */
  async update(userId: string, productId: string, input: ReviewInput) {
    const { db, clock, uploads } = this.deps;
    await productOr404(db, productId);
    const now = clock();
    const { row, moved } = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .for('update');
      if (!current) throw notFound('You have not reviewed this product yet', 'REVIEW_NOT_FOUND');
      const kept = new Set(current.images.map((image) => image.storageKey));
      const images = await describePhotos(uploads, userId, input.images, kept);
      // A review the owner hid is looked at again before it shows (never published by the switch), and
      // keeps the owner's reason so whoever moderates it sees why it was hidden.
      const wasHidden = current.status === 'hidden';
      const publish = !wasHidden && (await autoPublish(tx));
      const [updated] = await tx
        .update(reviews)
        .set({
          rating: input.rating,
          title: input.title,
          body: input.text,
          images,
          status: publish ? 'published' : 'pending',
          hiddenReason: wasHidden ? current.hiddenReason : null,
          publishedAt: publish ? (current.publishedAt ?? now) : null,
          updatedAt: now,
        })
        .where(eq(reviews.id, current.id))
        .returning();
      const moved = await moveRating(
        tx,
        productId,
        current.status === 'published' ? current.rating : null,
        publish ? input.rating : null,
      );
      return { row: updated!, moved };
    });
    if (moved) await this.deps.catalogChanged();
    return toMyReview(row, await author(db, userId));
  }

  /** One "helpful" per signed-in user per review; a second one changes nothing (`counted` says which). */
  async helpful(userId: string, reviewId: string) {
    return this.deps.db.transaction(async (tx) => {
      const [review] = await tx
        .select({
          userId: reviews.userId,
          productId: reviews.productId,
          status: reviews.status,
          helpfulCount: reviews.helpfulCount,
        })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      if (review?.status !== 'published') throw notFound('Review not found', 'REVIEW_NOT_FOUND');
      if (review.userId === userId)
        throw forbidden('You cannot mark your own review as helpful', 'OWN_REVIEW');
      const voted = await tx
        .insert(reviewHelpfulVotes)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      const { productId } = review;
      if (voted.length === 0) return { helpfulCount: review.helpfulCount, productId, counted: false };
      const [updated] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpfulCount: reviews.helpfulCount });
      return { helpfulCount: updated!.helpfulCount, productId, counted: true };
    });
  }

  /** Only a customer who has received an order uploads review photos (asked before the file is read). */
  async mayUploadPhotos(userId: string) {
    if (!(await hasReceivedAny(this.deps.db, userId)))
      throw forbidden('Only customers who have received an order can upload review photos', 'NOT_A_BUYER');
  }

  /** A review photo (the route asked mayUploadPhotos first), checked to be a real image and stored as WebP under a key naming its uploader. */
  async storePhoto(userId: string, input: Buffer) {
    const stored = await storeImage(input, {
      uploads: this.deps.uploads,
      folder: 'reviews',
      key: photoKeyFor(userId),
    });
    return toReviewImage(stored);
  }
}

function alreadyReviewed() {
  return badRequest(ALREADY_REVIEWED, 'ALREADY_REVIEWED', [{ field: 'id', message: ALREADY_REVIEWED }]);
}
