import { type AdminMessage, formatDateTime } from '@shop/shared';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { MailIcon } from '~/components/ui/page-icons';
import { textLinkClass } from '~/components/ui/text-link';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { Pager } from '~/features/admin/pager';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { type FormResult, formValues } from '~/lib/form-result';
import { answerConsoleForm, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import type { Route } from './+types/messages';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/messages');
  return dataOrThrow(await callApi(context, 'GET /admin/messages', { query }));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const reply = await markMessage(context, formValues(await request.formData()));
  // Mark handled only toasts a refusal: without JavaScript it comes back as a flash.
  return answerConsoleForm(request, url, reply, []);
}

async function markMessage(context: LoadContext, values: Record<string, string>) {
  const handled = values.handled === 'true';
  const result = await callApi(context, 'PATCH /admin/messages/:id', {
    params: { id: values.id ?? '' },
    body: { handled },
  });
  if (!result.ok) return refused('handled', result, 'Could not update the message', { revalidate: true });
  return succeeded('handled', { message: handled ? 'Marked handled' : 'Marked not handled' });
}

function HandledButton({ message }: { message: AdminMessage }) {
  const fetcher = useFetcher<FormResult<'handled'>>();
  useFormResult(fetcher.data, { intent: 'handled', toastFailure: true });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="handled" />
      <input type="hidden" name="id" value={message.id} />
      <input type="hidden" name="handled" value={String(!message.handled)} />
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={fetcher.state !== 'idle'}
      >
        {message.handled ? 'Mark not handled' : 'Mark handled'}
      </button>
    </fetcher.Form>
  );
}

/** Contact messages, newest first, a page at a time; the owner replies by e-mail and marks each one handled. */
export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, unhandled, total, page, limit } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-brand-900">Messages</h2>
        <p className="text-sm text-stone-600">
          {unhandled} not handled · {total} in all
        </p>
      </div>
      {messages.length === 0 ? (
        <EmptyState
          icon={<MailIcon className="h-8 w-8" />}
          title={total === 0 ? 'No messages yet' : 'No messages on this page'}
        >
          Messages sent from the contact page appear here.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`${cardClass} p-4`} aria-label={message.subject}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">{message.subject}</p>
                  <p className="text-sm text-stone-600">
                    {message.name} ·{' '}
                    <a href={`mailto:${message.email}`} className={textLinkClass}>
                      {message.email}
                    </a>
                    {message.phone && ` · ${message.phone}`} · {formatDateTime(message.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {message.handled ? (
                    <Badge colour="green">Handled</Badge>
                  ) : (
                    <Badge colour="yellow">New</Badge>
                  )}
                  <HandledButton message={message} />
                </div>
              </div>
              <p className="mt-3 whitespace-pre-line break-words text-sm text-stone-800">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} limit={limit} total={total} />
    </div>
  );
}
