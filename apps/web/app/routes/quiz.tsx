import { useNavigation } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { emptyQuiz, QuizResult, QuizStep } from '~/features/quiz';
import { type QuizView, quizAction } from '~/features/quiz/index.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/quiz';

export async function action({ request, context }: Route.ActionArgs) {
  return quizAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Wellness Quiz',
    description:
      'Twelve quick steps about sleep, stress, energy, cravings and digestion: get your wellness score and products suited to you.',
    path: '/quiz',
  });
}

export default function Quiz({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const view: QuizView = actionData ?? { kind: 'step', state: emptyQuiz(), errors: {} };
  return (
    <main id="main">
      <PageHeader eyebrow="Wellness quiz" title="How balanced is your health?">
        <p>
          Ten questions about your daily life, then where to send your result. It takes about two minutes.
        </p>
      </PageHeader>
      <Container className="max-w-2xl py-10 sm:py-14">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {view.kind === 'result' ? (
            <QuizResult score={view.score} zone={view.zone} recommendations={view.recommendations} />
          ) : (
            <QuizStep
              key={view.state.step}
              state={view.state}
              errors={view.errors}
              message={view.message}
              busy={busy}
            />
          )}
        </div>
      </Container>
    </main>
  );
}
