import { useActionData } from 'react-router';
import { requireAdmin } from '~/features/admin/admin.server';
import { bundleEditAction, bundleEditLoader } from '~/features/bundles/admin-bundle-edit.server';
import { BundleForm } from '~/features/bundles/admin-bundle-form';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/bundle-edit';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return bundleEditLoader(context, params.id);
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await bundleEditAction(context, params.id, form);
  // Archive's refusal is only toasted (useArchive): without JavaScript it comes back as a flash. The
  // bundle form shows its own, with what was typed.
  return answerConsoleForm(request, url, reply, ['save'], formValues(form));
}

export default function AdminBundleEditPage({ loaderData: { bundle, variants } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <BundleForm bundle={bundle} variants={variants} result={result} />;
}
