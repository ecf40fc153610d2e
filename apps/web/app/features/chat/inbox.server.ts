import { ChatSendSchema, QuickRepliesSchema } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

const STATUSES = ['open', 'resolved', 'all'] as const;
type Filter = (typeof STATUSES)[number];

/** /admin/chat: the list (filtered), the chosen conversation (?c=) with its customer, and quick replies. */
export async function loadInbox(url: URL, context: LoadContext) {
  const asked = url.searchParams.get('status');
  const status: Filter = STATUSES.includes(asked as Filter) ? (asked as Filter) : 'all';
  const chosen = url.searchParams.get('c');
  const [list, quick, thread] = await Promise.all([
    callApi(context, 'GET /admin/chat/conversations', { query: { status } }),
    callApi(context, 'GET /admin/chat/quick-replies'),
    chosen
      ? callApi(context, 'GET /admin/chat/conversations/:id/messages', { params: { id: chosen } })
      : Promise.resolve(null),
  ]);
  return {
    status,
    conversations: dataOrThrow(list).conversations,
    quickReplies: dataOrThrow(quick).quickReplies,
    thread: thread ? dataOrThrow(thread, 'Conversation not found') : null,
  };
}

/** The inbox's forms: a reply, resolve or reopen, and the quick replies' list. */
export async function inboxAction(request: Request, context: LoadContext) {
  const values = formValues(await request.formData());
  const params = { id: values.conversation ?? '' };
  if (values.intent === 'status') {
    const status = values.status === 'open' ? 'open' : 'resolved';
    const result = await callApi(context, 'PATCH /admin/chat/conversations/:id', {
      params,
      body: { status },
    });
    if (!result.ok) return refused('status', result, 'Could not change the conversation');
    return succeeded('status', { message: status === 'resolved' ? 'Marked resolved' : 'Reopened' });
  }
  if (values.intent === 'quick-replies') {
    const rows = Object.keys(values)
      .filter((name) => name.startsWith('title.'))
      .map((name) => name.slice('title.'.length))
      .map((index) => ({ title: values[`title.${index}`] ?? '', text: values[`text.${index}`] ?? '' }))
      .filter((row) => row.title.trim() || row.text.trim());
    const checked = validate(QuickRepliesSchema, { quickReplies: rows });
    if (!checked.ok) return invalid('quick-replies', checked.fieldErrors, 'Please check the quick replies');
    const result = await callApi(context, 'PUT /admin/chat/quick-replies', { body: checked.data });
    if (!result.ok) return refused('quick-replies', result, 'Could not save the quick replies');
    return succeeded('quick-replies', { message: 'Quick replies saved' });
  }
  const checked = validate(ChatSendSchema, values);
  if (!checked.ok) return invalid('send', checked.fieldErrors);
  const result = await callApi(context, 'POST /admin/chat/conversations/:id/messages', {
    params,
    body: checked.data,
  });
  if (!result.ok) return refused('send', result, 'Your reply could not be sent. Please try again.');
  return succeeded('send', { data: { message: result.body.message } });
}
