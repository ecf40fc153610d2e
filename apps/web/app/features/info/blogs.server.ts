import type { AppLoadContext } from 'react-router';
import { callApi } from '~/lib/api.server';
import type { BlogPostSummary } from './blog-card';

interface RawPost extends Partial<BlogPostSummary> {
  _id: string;
}

export type BlogList = { posts: BlogPostSummary[]; failed: boolean };

/**
 * Blog posts newest first, cut to `limit`. The blog API arrives with its own issue: until then its 404
 * means "no posts yet"; any other refusal sets `failed`.
 */
export async function loadBlogPosts(context: AppLoadContext, limit?: number): Promise<BlogList> {
  const result = await callApi<{ posts?: RawPost[] }>(context, '/blogs/getPosts');
  if (!result.ok) return { posts: [], failed: result.status !== 404 };
  const { posts } = result.body;
  const summaries = (Array.isArray(posts) ? posts : [])
    .filter((post) => post._id && post.title)
    .map((post) => ({
      _id: post._id,
      title: post.title ?? '',
      description: post.description ?? '',
      mainImg: post.mainImg ?? '',
      createdAt: post.createdAt ?? '',
    }))
    .sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0));
  return { posts: limit ? summaries.slice(0, limit) : summaries, failed: false };
}
