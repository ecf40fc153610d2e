import { formatDateTime } from '@shop/shared';
import { cardClass } from '~/components/ui/card';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { td, th } from '~/features/admin/format';
import { Pager } from '~/features/admin/pager';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { Route } from './+types/quiz';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/quiz-submissions');
  return dataOrThrow(await callApi(context, 'GET /admin/quiz-submissions', { query }));
}

/** Finished wellness quizzes, newest first, a page at a time: who to call back, and how they scored. */
export default function AdminQuizPage({ loaderData }: Route.ComponentProps) {
  const { submissions, total, page, limit } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-brand-900">Quiz submissions</h2>
        <p className="text-sm text-stone-600">{total} in all</p>
      </div>
      <section className={`${cardClass} overflow-x-auto p-4`}>
        {submissions.length === 0 ? (
          <p className="text-sm text-stone-600">
            {total === 0 ? 'Nobody has finished the quiz yet.' : 'No submissions on this page.'}
          </p>
        ) : (
          <table className="w-full min-w-[36rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Contact</th>
                <th className={th}>Score</th>
                <th className={th}>Zone</th>
                <th className={th}>Date</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className={td}>{submission.name}</td>
                  <td className={td}>
                    {submission.email}
                    <span className="block text-xs text-stone-500">{submission.phone}</span>
                  </td>
                  <td className={td}>{submission.score} / 10</td>
                  <td className={`${td} capitalize`}>{submission.zone}</td>
                  <td className={td}>{formatDateTime(submission.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Pager page={page} limit={limit} total={total} />
    </div>
  );
}
