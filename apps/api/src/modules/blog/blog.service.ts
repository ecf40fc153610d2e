import { type BlogPost, type BlogPostFields, blogMessages } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
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

/** The blog: reads for everyone, writes for admins (the routes check the role). */
export class BlogService {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
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

  async create(input: BlogPostFields): Promise<BlogPost> {
    const now = this.clock();
    const [row] = await this.db
      .insert(blogPosts)
      .values({ ...input, content: cleanBlogHtml(input.content), createdAt: now, updatedAt: now })
      .returning();
    return toBlogPost(row!);
  }

  async update(id: string, input: BlogPostFields): Promise<BlogPost> {
    const [row] = await this.db
      .update(blogPosts)
      .set({ ...input, content: cleanBlogHtml(input.content), updatedAt: this.clock() })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw postNotFound();
    return toBlogPost(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.db
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw postNotFound();
  }
}
