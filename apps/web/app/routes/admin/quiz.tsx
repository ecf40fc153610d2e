import type { AdminQuizSubmission } from '@shop/shared';
import { cardClass } from '~/components/ui/card';
import { adminData, requireAdmin } from '~/features/admin/admin.server';
import { dateTime, td, th } from '~/features/admin/format';
import type { Route } from './+types/quiz';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return adminData<{ submissions: AdminQuizSubmission[] }>(context, '/quiz-submissions');
}

/** Finished wellness quizzes, newest first: who to call back, and how they scored. */
export default function AdminQuizPage({ loaderData }: Route.ComponentProps) {
  const { submissions } = loaderData;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Quiz submissions</h2>
      <section className={`${cardClass} overflow-x-auto p-4`}>
        {submissions.length === 0 ? (
          <p className="text-sm text-stone-600">Nobody has finished the quiz yet.</p>
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
                  <td className={td}>{dateTime(submission.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
