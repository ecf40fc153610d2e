import {
  type AdminStorefront,
  indiaDay,
  isSlideLive,
  liveCountdown,
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
/** The document with the landing code's percentage looked up: what every live answer is cut from. */
type Stored = StorefrontContent & { landingPercent: number | null };

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

  /** What is live now, as a cached body: one per catalogue version, India day and countdown state. */
  async live(): Promise<CachedBody> {
    const { catalog, clock } = this.deps;
    const now = clock();
    const stored = await this.stored();
    const countdownEndsAt = liveCountdown(stored.countdownEndsAt, now);
    const key = `storefront:live:${indiaDay(now)}:${countdownEndsAt ?? ''}`;
    return catalog.cached(key, async () => {
      const { landingPercent, ...content } = stored;
      const storefront: Storefront = {
        ...content,
        slides: content.slides.filter((slide) => isSlideLive(slide, now)),
        countdownEndsAt,
        landing: { ...content.landing, percent: landingPercent },
      };
      return { storefront };
    });
  }

  /** The whole document, read once per catalogue version and kept parsed beside its cached body. */
  private async stored(): Promise<Stored> {
    const body = await this.deps.catalog.cached('storefront:document', async () => {
      const { content } = await readRow(this.deps.db);
      const promo = await this.deps.promo.find(this.deps.db, content.landing.code);
      return { ...content, landingPercent: promo?.active ? promo.percent : null } satisfies Stored;
    });
    if (this.parsed?.from !== body) this.parsed = { from: body, stored: JSON.parse(body.body.toString()) };
    return this.parsed.stored;
  }

  async get(): Promise<AdminStorefront> {
    return toView(await readRow(this.deps.db));
  }

  /**
   * Saves the whole document, or nothing: references are checked first (400 naming the field), a save
   * made from an older version is refused with the current one (409), and a new countdown end must lie
   * ahead (an unchanged one may have passed: the countdown is simply hidden).
   */
  async save(actor: AdminActor, input: StorefrontSave): Promise<AdminStorefront> {
    const { db, clock, catalog } = this.deps;
    const { version, ...content } = input;
    await this.checkReferences(content);
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

  /** Featured products and tabs, the landing product and its code must exist now. */
  private async checkReferences(content: StorefrontContent): Promise<void> {
    const { catalog, promo, db } = this.deps;
    const exists = (id: string) =>
      catalog.getProduct(id).then(
        () => true,
        (error: unknown) =>
          error instanceof AppError && error.statusCode === 404 ? false : Promise.reject(error),
      );
    for (const [index, id] of content.featured.productIds.entries()) {
      if (!(await exists(id))) throw invalid(`featured.productIds.${index}`, `No product ${id}`);
    }
    const categoryIds = new Set((await catalog.listCategories()).map((category) => category._id));
    for (const [index, id] of content.featured.categoryIds.entries()) {
      if (!categoryIds.has(id)) throw invalid(`featured.categoryIds.${index}`, `No category ${id}`);
    }
    if (!(await exists(content.landing.productId))) {
      throw invalid('landing.productId', `No product ${content.landing.productId}`);
    }
    const code = await promo.find(db, content.landing.code);
    if (!code) throw invalid('landing.code', `No promo code ${content.landing.code}`);
  }
}
