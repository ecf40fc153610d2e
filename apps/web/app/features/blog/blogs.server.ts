import { type BlogPost, BlogPostInputSchema, blogMessages } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import type { BlogPostSummary } from './blog-card';

export type BlogList = { posts: BlogPostSummary[]; failed: boolean };

const summary = ({ _id, title, description, mainImg, createdAt }: BlogPost): BlogPostSummary => ({
  _id,
  title,
  description,
  mainImg,
  createdAt,
});

/** Blog posts newest first (the API's order), cut to `limit`; `failed` when the API refused. */
export async function loadBlogPosts(context: LoadContext, limit?: number): Promise<BlogList> {
  const result = await callApi(context, 'GET /blogs/getPosts');
  if (!result.ok) return { posts: [], failed: true };
  const posts = result.body.posts.map(summary);
  return { posts: limit ? posts.slice(0, limit) : posts, failed: false };
}

/** Every post in full, for the RSS feed and the sitemap; empty when the API refused. */
export async function loadFullPosts(context: LoadContext): Promise<BlogPost[]> {
  const result = await callApi(context, 'GET /blogs/getPosts');
  return result.ok ? result.body.posts : [];
}

/** One post, or the page's 404 saying 'Blog post not found'. */
export async function loadBlogPost(context: LoadContext, id: string): Promise<BlogPost> {
  const result = await callApi(context, 'GET /blogs/getPost/:id', { params: { id } });
  return dataOrThrow(result, blogMessages.notFound).post;
}

/** Whether the visitor is a signed-in admin: the blog's editing controls show only for them. */
export async function viewerIsAdmin(context: LoadContext): Promise<boolean> {
  const result = await callApi(context, 'GET /auth/me');
  return result.ok && result.body.user.role === 'admin';
}

/** The editor form's values as the API's body: images arrive as hidden fields, repeated for the list. */
function postBody(formData: FormData) {
  const values = formValues(formData);
  return {
    title: values.title,
    description: values.description,
    secondaryDesc: values.secondaryDesc,
    mainImg: values.mainImg ?? '',
    secondaryImg: formData.getAll('secondaryImg').filter((value) => typeof value === 'string' && value),
    content: values.content ?? '',
  };
}

/**
 * The blog's one action (list page and post page): `save` creates or, with an `id`, updates a post;
 * `delete` removes one. The API checks the role; a refusal comes back with its message or the spec's.
 */
export async function blogAction(request: Request, context: LoadContext) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  const id = String(formData.get('id') ?? '');
  if (intent === 'delete') {
    const result = await callApi(context, 'DELETE /blogs/deletePost/:id', { params: { id } });
    if (!result.ok) return refused('delete', result, blogMessages.deleteFailed, { revalidate: true });
    return succeeded('delete', { message: blogMessages.deleted, data: { id } });
  }
  const checked = validate(BlogPostInputSchema, postBody(formData));
  if (!checked.ok) return invalid('save', checked.fieldErrors);
  const result = id
    ? await callApi(context, 'PUT /blogs/updatePost/:id', { params: { id }, body: checked.data })
    : await callApi(context, 'POST /blogs/addPost', { body: checked.data });
  if (!result.ok) return refused('save', result, id ? blogMessages.updateFailed : blogMessages.createFailed);
  return succeeded('save', {
    message: id ? blogMessages.updated : blogMessages.created,
    data: { id: result.body.post._id },
  });
}
