import { AdminConsultations } from '~/features/consultations';
import { adminConsultationsAction, loadAdminConsultations } from '~/features/consultations/index.server';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/consultations';

/** `?view=day|week&date=YYYY-MM-DD`: one day, or seven days from the date (today by default). */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadAdminConsultations(url, context);
}

/** `intent=cancel` (`id`, `reason`) cancels a booking; otherwise `id`, `adminNotes` and maybe `status`. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const reply = await adminConsultationsAction(request, url, context);
  // A booking's buttons and Cancel toast their refusals: without JavaScript they come back as a flash.
  return answerConsoleForm(request, url, reply, []);
}

export default function AdminConsultationsPage({ loaderData }: Route.ComponentProps) {
  return <AdminConsultations {...loaderData} />;
}
