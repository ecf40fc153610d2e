import { ModerateReviewSchema, reviewStatusList } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** One tab of the queue (?status=pending|published|hidden, ?page=) and the owner's switch. */
export async function adminReviewsLoader(context: LoadContext, url: URL) {
  const asked = url.searchParams.get('status');
  const status = reviewStatusList.find((name) => name === asked) ?? 'pending';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const [list, { settings }] = await Promise.all([
    callApi(context, 'GET /admin/reviews', { query: { status, page } }).then(dataOrThrow),
    callApi(context, 'GET /admin/reviews/settings').then(dataOrThrow),
  ]);
  return { status, list, settings };
}

/** Publish, hide (with a reason) or reply to one review; or turn publishing without moderation on or off. */
export async function adminReviewsAction(context: LoadContext, form: FormData) {
  const values = formValues(form);
  if (values.intent === 'settings') {
    const autoPublish = values.autoPublish === 'on';
    const result = await callApi(context, 'PUT /admin/reviews/settings', { body: { autoPublish } });
    if (!result.ok) return refused('settings', result, 'The setting could not be saved.');
    return succeeded('settings', {
      message: autoPublish ? 'New reviews are published at once' : 'New reviews wait for moderation',
    });
  }
  const intent = `moderate-${values.id ?? ''}`;
  const body = {
    status: values.status,
    ...(values.status === 'hidden' ? { reason: values.reason } : {}),
    ...(values.reply === undefined ? {} : { reply: values.reply }),
  };
  const checked = validate(ModerateReviewSchema, body);
  if (!checked.ok) return invalid(intent, checked.fieldErrors);
  const result = await callApi(context, 'PATCH /admin/reviews/:id', {
    params: { id: values.id ?? '' },
    body: checked.data,
  });
  if (!result.ok) return refused(intent, result, 'The review could not be saved.', { revalidate: true });
  const messages = { published: 'Review published', hidden: 'Review hidden' } as const;
  return succeeded(intent, { message: messages[result.body.review.status as 'published' | 'hidden'] });
}
