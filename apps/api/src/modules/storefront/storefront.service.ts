import {
  type AdminStorefront,
  indiaDay,
  isSlideLive,
  liveCountdown,
  type Product,
  promoRefusal,
  type Storefront,
  type StorefrontContent,
  type StorefrontSave,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { storefrontContent } from '../../db/schema/storefront.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { PromoService } from '../promo/index.ts';

type Row = typeof storefrontContent.$inferSelect;
type CachedBody = Awaited<ReturnType<CatalogService['cached']>>;
/**
 * The landing code's percentage and the terms that say when anyone may use it (dates as ISO strings:
 * the cache holds JSON); null when the code is gone or gives no percentage.
 */
type LandingOffer = {
  percent: number;
  active: boolean;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  uses: number;
} | null;
/** The document with the landing code's offer looked up: what every live answer is cut from. */
type Stored = StorefrontContent & { landingOffer: LandingOffer };
type PromoRow = NonNullable<Awaited<ReturnType<PromoService['find']>>>;

const toOffer = (promo: PromoRow | null): LandingOffer =>
  promo?.kind === 'percent' && promo.percent !== null
    ? {
        percent: promo.percent,
        active: promo.active,
        validFrom: promo.validFrom?.toISOString() ?? null,
        validTo: promo.validTo?.toISOString() ?? null,
        maxUses: promo.maxUses,
        uses: promo.uses,
      }
    : null;

/**
 * The percentage to advertise at `now`: only while anyone may use the code (active, within its dates,
 * uses left). The per-customer limit is each shopper's own and is left to checkout.
 */
function usablePercent(offer: LandingOffer, now: Date): number | null {
  if (!offer) return null;
  const { percent, validFrom, validTo, ...rest } = offer;
  const terms = {
    ...rest,
    validFrom: validFrom === null ? null : new Date(validFrom),
    validTo: validTo === null ? null : new Date(validTo),
    maxUsesPerCustomer: null,
  };
  return promoRefusal(terms, now, 0) === null ? percent : null;
}

async function readRow(db: Executor, options: { lock?: boolean } = {}): Promise<Row> {
  const query = db.select().from(storefrontContent).where(eq(storefrontContent.id, 'default'));
  const [row] = await (options.lock ? query.for('update') : query);
  // Migration 0023 writes the row; without it the shop's content is gone, which is a bug, not input.
  if (!row) throw new Error('storefront_content has no row: migration 0023 seeds it');
  return row;
}

const toView = (row: Row): AdminStorefront => ({
  content: row.content,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const invalid = (field: string, message: string) =>
  badRequest(`Please check these fields: ${field}`, 'VALIDATION_FAILED', [{ field, message }]);

/**
 * The storefront's marketing (docs/decisions/0030-storefront-content.md). Visitors' answers come from
 * the catalogue's cache, so every save (here, or on another node through its NOTIFY) shows at once and
 * no page view reads the database; the owner's side reads and saves the row, versioned and audited.
 */
export class StorefrontService {
  private parsed: { from: CachedBody; stored: Stored } | null = null;

  constructor(
    private readonly deps: { db: Db; clock: Clock; catalog: CatalogService; promo: PromoService },
  ) {}

  /**
   * What is live now, as a cached body: one per catalogue version, India day, countdown state and
   * landing percentage. The percentage is worked out for this instant from the cached terms, so a code
   * that expires or starts mid-day leaves or joins the answer at that moment, not at the next save.
   */
  async live(): Promise<CachedBody> {
    const { catalog, clock } = this.deps;
    const now = clock();
    const stored = await this.stored();
    const countdownEndsAt = liveCountdown(stored.countdownEndsAt, now);
    const percent = usablePercent(stored.landingOffer, now);
    const key = `storefront:live:${indiaDay(now)}:${countdownEndsAt ?? ''}:${percent ?? ''}`;
    return catalog.cached(key, async () => {
      const { landingOffer: _, ...content } = stored;
      // From the catalogue's snapshot, as cached as this answer: a product archived since the save drops out.
      const picked = await Promise.all(content.featured.productIds.map((id) => this.product(id)));
      const categoryIds = new Set((await catalog.listCategories()).map((category) => category._id));
      const storefront: Storefront = {
        ...content,
        slides: content.slides.filter((slide) => isSlideLive(slide, now)),
        featured: {
          productIds: content.featured.productIds.filter((_id, index) => picked[index] !== null),
          categoryIds: content.featured.categoryIds.filter((id) => categoryIds.has(id)),
        },
        featuredProducts: picked.filter((product) => product !== null),
        countdownEndsAt,
        landing: { ...content.landing, percent },
      };
      return { storefront };
    });
  }

  /** The whole document, read once per catalogue version and kept parsed beside its cached body. */
  private async stored(): Promise<Stored> {
    const body = await this.deps.catalog.cached('storefront:document', async () => {
      const { content } = await readRow(this.deps.db);
      const promo = await this.deps.promo.find(this.deps.db, content.landing.code);
      return { ...content, landingOffer: toOffer(promo) } satisfies Stored;
    });
    if (this.parsed?.from !== body) this.parsed = { from: body, stored: JSON.parse(body.body.toString()) };
    return this.parsed.stored;
  }

  /** The product by id or slug from the catalogue's snapshot, or null if the shop no longer has it. */
  private product(id: string): Promise<Product | null> {
    return this.deps.catalog.getProduct(id).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
  }

  async get(): Promise<AdminStorefront> {
    return toView(await readRow(this.deps.db));
  }

  /**
   * Saves the whole document, or nothing: a save made from an older version is refused with the current
   * one (409); references the save adds are checked (400 naming the field); a new countdown end must lie
   * ahead. What was already saved is not checked again (a product archived, a code expired, a countdown
   * passed since): the owner must be able to save the document as shown, and the live answer leaves
   * those out by itself.
   */
  async save(actor: AdminActor, input: StorefrontSave): Promise<AdminStorefront> {
    const { db, clock, catalog } = this.deps;
    const { version, ...content } = input;
    // Checked before the transaction (the catalogue's snapshot may have to load meanwhile), against the
    // version the owner read: if it changes before the write, the version check below refuses the save.
    const shown = await readRow(db);
    if (shown.version !== version) throw new StaleVersionError(toView(shown));
    await this.checkReferences(content, shown.content);
    const saved = await db.transaction(async (tx) => {
      const before = await readRow(tx, { lock: true });
      if (before.version !== version) throw new StaleVersionError(toView(before));
      const end = content.countdownEndsAt;
      const previous = before.content.countdownEndsAt;
      const changed = end !== null && (previous === null || Date.parse(end) !== Date.parse(previous));
      if (changed && Date.parse(end) <= clock().getTime()) {
        throw invalid('countdownEndsAt', 'A new countdown must end in the future');
      }
      const [after] = await tx
        .update(storefrontContent)
        .set({ content, version: sql`${storefrontContent.version} + 1`, updatedAt: clock() })
        .where(eq(storefrontContent.id, 'default'))
        .returning();
      await recordAudit(tx, actor, {
        action: 'storefront.update',
        entity: 'storefront_content',
        entityId: 'default',
        before: toView(before),
        after: toView(after!),
      });
      return toView(after!);
    });
    await catalog.changed();
    return saved;
  }

  /**
   * The featured products and tabs, landing product and code this save brings in must exist now, and a
   * new landing code must not be switched off, expired or used up (one that starts later may be set
   * ahead of its day: the page advertises it from then).
   */
  private async checkReferences(content: StorefrontContent, before: StorefrontContent): Promise<void> {
    const { catalog, promo, clock, db } = this.deps;
    const kept = new Set(before.featured.productIds);
    for (const [index, id] of content.featured.productIds.entries()) {
      if (!kept.has(id) && !(await this.product(id))) {
        throw invalid(`featured.productIds.${index}`, `No product ${id}`);
      }
    }
    const keptTabs = new Set(before.featured.categoryIds);
    const categoryIds = new Set((await catalog.listCategories()).map((category) => category._id));
    for (const [index, id] of content.featured.categoryIds.entries()) {
      if (!keptTabs.has(id) && !categoryIds.has(id)) {
        throw invalid(`featured.categoryIds.${index}`, `No category ${id}`);
      }
    }
    const { productId, code } = content.landing;
    if (productId !== before.landing.productId && !(await this.product(productId))) {
      throw invalid('landing.productId', `No product ${productId}`);
    }
    if (code === before.landing.code) return;
    const row = await promo.find(db, code);
    if (!row) throw invalid('landing.code', `No promo code ${code}`);
    const refusal = promoRefusal({ ...row, maxUsesPerCustomer: null }, clock(), 0);
    if (refusal === 'inactive' || refusal === 'expired' || refusal === 'exhausted') {
      throw invalid('landing.code', `Promo code ${code} cannot be used now (${refusal})`);
    }
  }
}
