import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { readDataFile } from '../../lib/data-file.ts';
import { createUploadStore, imageUrls, storeImage } from '../media/index.ts';
import { type CoverSpec, renderCoverSvg } from './demo-art.ts';
import { cleanBlogHtml } from './sanitize.ts';

const CoverSchema = z.strictObject({
  hue: z.number().min(0).max(360),
  leaves: z.number().int().min(1).max(20),
  sun: z.number().min(0).max(1),
});

const DemoPostsSchema = z
  .array(
    z.strictObject({
      title: z.string().trim().min(1),
      description: z.string().trim().min(1),
      secondaryDesc: z.string().trim().min(1),
      /** HTML, cleaned by the blog's sanitiser before it is stored. */
      content: z.string().trim().min(1),
      daysAgo: z.number().int().min(0),
      cover: CoverSchema,
      /** Pictures shown under the post as Additional Images. */
      extras: z.array(CoverSchema).optional(),
    }),
  )
  .min(1);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the demo posts with their cover images into an empty blog (run with the demo catalogue, so a
 * post the owner deleted never comes back on its own). Returns how many were written.
 */
export async function seedDemoBlog(database: Database, config: { uploadsDir: string }): Promise<number> {
  const existing = await database.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  if (existing.length > 0) return 0;
  // The demo posts' words (demo-posts.json), read only when they are to be written; their covers are
  // drawn from `cover` (demo-art.ts).
  const demoPosts = readDataFile('src/modules/blog/demo-posts.json', DemoPostsSchema);
  const uploads = createUploadStore(database, config.uploadsDir);
  const draw = async (cover: CoverSpec) => {
    const stored = await storeImage(Buffer.from(renderCoverSvg(cover)), {
      uploads,
      folder: 'blogs',
      effort: 2,
    });
    return imageUrls(stored.storageKey, stored.widths).url;
  };
  const pictures = await Promise.all(
    demoPosts.map(async (post) => ({
      main: await draw(post.cover),
      extras: await Promise.all((post.extras ?? []).map(draw)),
    })),
  );
  const contents = await Promise.all(demoPosts.map((post) => cleanBlogHtml(post.content)));
  const now = Date.now();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(72310552)`);
    const again = await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    if (again.length > 0) return 0;
    await tx.insert(blogPosts).values(
      demoPosts.map((post, index) => {
        const createdAt = new Date(now - post.daysAgo * DAY_MS);
        return {
          title: post.title,
          description: post.description,
          secondaryDesc: post.secondaryDesc,
          content: contents[index]!,
          mainImg: pictures[index]!.main,
          secondaryImg: pictures[index]!.extras,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return demoPosts.length;
  });
}
