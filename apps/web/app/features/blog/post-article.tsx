import { type BlogPost, formatDate } from '@shop/shared';
import { Button } from '~/components/ui/button';
import { PostContent } from './post-content';

/** A post as readers see it: picture, date, title, words and extra pictures; an admin also gets Edit. */
export function PostArticle({ post, onEdit }: { post: BlogPost; onEdit: (() => void) | null }) {
  return (
    <article className="mt-6">
      {post.mainImg && (
        <img
          src={post.mainImg}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          className="aspect-video w-full rounded-3xl object-cover shadow-sm"
        />
      )}
      <p className="mt-6 flex items-center gap-3 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">Blog</span>
        <time dateTime={post.createdAt} className="text-stone-600">
          {formatDate(post.createdAt)}
        </time>
      </p>
      <h1 className="mt-3 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">{post.title}</h1>
      {onEdit && (
        <Button size="sm" variant="outline" className="mt-4" onClick={onEdit}>
          Edit this post
        </Button>
      )}
      <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone-700">{post.description}</p>
      <div className="mt-8">
        <PostContent html={post.content} />
      </div>
      {post.secondaryDesc && (
        <p className="mt-8 whitespace-pre-line rounded-2xl bg-brand-50 p-5 text-stone-700">
          {post.secondaryDesc}
        </p>
      )}
      {post.secondaryImg.length > 0 && (
        <section aria-labelledby="more-images" className="mt-10">
          <h2 id="more-images" className="font-display text-2xl text-stone-900">
            Additional Images
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {post.secondaryImg.map((url) => (
              <li key={url}>
                <img
                  src={url}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  className="w-full rounded-2xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
