import { type BlogPost, type BlogPostFields, blogMessages } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { cleanBlogHtml } from './sanitize.ts';

type Row = typeof blogPosts.$inferSelect;

function toBlogPost(row: Row): BlogPost {
  return {
    _id: row.id,
    title: row.title,
    mainImg: row.mainImg,
    description: row.description,
    secondaryImg: row.secondaryImg,
    secondaryDesc: row.secondaryDesc,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const postNotFound = () => notFound(blogMessages.notFound, 'BLOG_NOT_FOUND');

/**
 * The blog: reads for everyone, writes for admins (the routes check the role). The public answers are
 * kept in the catalogue's response cache (blog.routes.ts), so every write clears that cache here and,
 * on PostgreSQL, on every other node.
 */
export class BlogService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly catalog: Pick<CatalogService, 'changed'>;

  constructor(deps: { db: Db; clock: Clock; catalog: Pick<CatalogService, 'changed'> }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.catalog = deps.catalog;
  }

  /** Newest first; a tie on the second breaks by id so the order is stable. */
  async list(): Promise<BlogPost[]> {
    const rows = await this.db
      .select()
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    return rows.map(toBlogPost);
  }

  async get(id: string): Promise<BlogPost> {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw postNotFound();
    return toBlogPost(row);
  }

  /** Each write is recorded in the admin audit log in the same transaction. */
  async create(actor: AdminActor, input: BlogPostFields): Promise<BlogPost> {
    const now = this.clock();
    const content = await cleanBlogHtml(input.content);
    const post = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...input, content, createdAt: now, updatedAt: now })
        .returning();
      const after = toBlogPost(row!);
      await recordAudit(tx, actor, {
        action: 'blog.create',
        entity: 'blog_post',
        entityId: after._id,
        before: null,
        after,
      });
      return after;
    });
    await this.catalog.changed();
    return post;
  }

  async update(actor: AdminActor, id: string, input: BlogPostFields): Promise<BlogPost> {
    const content = await cleanBlogHtml(input.content);
    const post = await this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!old) throw postNotFound();
      const [row] = await tx
        .update(blogPosts)
        .set({ ...input, content, updatedAt: this.clock() })
        .where(eq(blogPosts.id, id))
        .returning();
      const after = toBlogPost(row!);
      await recordAudit(tx, actor, {
        action: 'blog.update',
        entity: 'blog_post',
        entityId: id,
        before: toBlogPost(old),
        after,
      });
      return after;
    });
    await this.catalog.changed();
    return post;
  }

  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [old] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      if (!old) throw postNotFound();
      await recordAudit(tx, actor, {
        action: 'blog.delete',
        entity: 'blog_post',
        entityId: id,
        before: toBlogPost(old),
        after: null,
      });
    });
    await this.catalog.changed();
  }
}
