import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { createUploadStore, imageUrls, storeImage } from '../media/index.ts';
import { type CoverSpec, renderCoverSvg } from './demo-art.ts';
import { cleanBlogHtml } from './sanitize.ts';

interface DemoPost {
  title: string;
  description: string;
  secondaryDesc: string;
  content: string;
  daysAgo: number;
  cover: CoverSpec;
  /** Pictures shown under the post as Additional Images. */
  extras?: CoverSpec[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const demoPosts: DemoPost[] = [
  {
    title: 'Ashwagandha for Everyday Stress: What the Research Says',
    description:
      'Ashwagandha is one of Ayurveda’s best-known adaptogens. Here is how it is traditionally used, what modern studies suggest, and how to take it sensibly.',
    secondaryDesc:
      'Always speak to your physician before starting a supplement, especially if you are pregnant, nursing or take thyroid or blood-pressure medicine.',
    content:
      '<h2>An adaptogen with a long history</h2><p>In classical Ayurveda, <strong>ashwagandha</strong> (<em>Withania somnifera</em>) is a <em>rasayana</em>: a herb taken to restore strength and calm.</p><h3>How people take it</h3><ul><li>Root powder stirred into warm milk at night</li><li>Standardised capsules with breakfast</li><li>Drops in water for travel</li></ul><p>Give it four to eight weeks and keep a simple sleep and mood diary to notice the change.</p>',
    daysAgo: 3,
    cover: { hue: 28, leaves: 9, sun: 0.2 },
  },
  {
    title: 'Seven Morning Habits from Dinacharya, the Ayurvedic Daily Routine',
    description:
      'Dinacharya is Ayurveda’s daily routine. Seven small morning habits, from tongue scraping to a short walk in the sun, that set up a steady day.',
    secondaryDesc: 'Start with one habit a week. A routine you keep beats a perfect one you drop.',
    content:
      '<h2>Rise with the sun</h2><p>Waking before sunrise is the first step of <em>dinacharya</em>. Then:</p><ol><li>Scrape the tongue and rinse the mouth</li><li>Drink a glass of warm water</li><li>Stretch or practise a few rounds of sun salutation</li><li>Oil massage (<em>abhyanga</em>) before the bath</li><li>Breathe slowly for five minutes</li><li>Eat a warm, simple breakfast</li><li>Step outside for ten minutes of daylight</li></ol><blockquote>Small habits, kept daily, do the heavy lifting.</blockquote>',
    daysAgo: 9,
    cover: { hue: 38, leaves: 7, sun: 0.75 },
    extras: [
      { hue: 200, leaves: 5, sun: 0.1 },
      { hue: 330, leaves: 8, sun: 0.6 },
    ],
  },
  {
    title: 'Building Immunity Through the Seasons with Tulsi and Giloy',
    description:
      'Monsoon colds and winter coughs: how tulsi, giloy and a few kitchen spices fit into a seasonal routine that supports your natural defences.',
    secondaryDesc:
      'Herbs support a healthy routine; they do not replace vaccination, good sleep or a doctor’s care when you are unwell.',
    content:
      '<h2>Ritucharya: living with the seasons</h2><p>Ayurveda adjusts food and habits to the season (<em>ritucharya</em>). In the monsoon, digestion is thought to weaken, so meals stay light and warm.</p><h3>Three herbs worth knowing</h3><ul><li><strong>Tulsi</strong>: a cup of tulsi tea in the evening</li><li><strong>Giloy</strong>: traditionally taken as a decoction or tablet</li><li><strong>Turmeric</strong>: with black pepper in warm milk</li></ul><p>Pair them with rest, water and fresh seasonal produce.</p>',
    daysAgo: 16,
    cover: { hue: 140, leaves: 11, sun: 0.45 },
  },
  {
    title: 'Sleep Better Tonight: An Ayurvedic Wind-Down Ritual',
    description:
      'Struggling to fall asleep? A calm evening ritual with a warm drink, a foot massage and a screen curfew can help your body remember how to rest.',
    secondaryDesc:
      'If poor sleep lasts more than a few weeks, talk to a doctor: it can be a sign of something that needs care.',
    content:
      '<h2>The hour before bed</h2><p>Dim the lights and put screens away an hour before sleep. Then try:</p><ul><li>Warm milk with a pinch of nutmeg or ashwagandha</li><li>A two-minute foot massage with sesame oil</li><li>Slow breathing: in for four, out for six</li></ul><p>Go to bed at the same time each night, ideally before 10:30 PM.</p>',
    daysAgo: 24,
    cover: { hue: 250, leaves: 6, sun: 0.85 },
  },
];

/**
 * Writes the demo posts with their cover images into an empty blog (run with the demo catalogue, so a
 * post the owner deleted never comes back on its own). Returns how many were written.
 */
export async function seedDemoBlog(database: Database, config: { uploadsDir: string }): Promise<number> {
  const existing = await database.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  if (existing.length > 0) return 0;
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
          content: cleanBlogHtml(post.content),
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
