import { type AdminCustomer, formatDateTime } from '@shop/shared';
import { Form, Link, useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { td, th } from '~/features/admin/format';
import { Pager } from '~/features/admin/pager';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { type FormResult, formValues } from '~/lib/form-result';
import { answerConsoleForm, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import type { Route } from './+types/customers';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/customers');
  const list = dataOrThrow(await callApi(context, 'GET /admin/customers', { query }));
  return { list, q: url.searchParams.get('q') ?? '' };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const reply = await changeRole(context, formValues(await request.formData()));
  // The role buttons only toast a refusal (the last admin): without JavaScript it comes back as a flash.
  return answerConsoleForm(request, url, reply, []);
}

async function changeRole(context: LoadContext, values: Record<string, string>) {
  const role = values.role === 'admin' ? 'admin' : 'customer';
  const result = await callApi(context, 'PATCH /admin/customers/:id', {
    params: { id: values.id ?? '' },
    body: { role },
  });
  if (!result.ok) return refused('role', result, 'Could not change the role', { revalidate: true });
  return succeeded('role', { message: role === 'admin' ? 'Now an admin' : 'Now a customer' });
}

function RoleButton({ customer }: { customer: AdminCustomer }) {
  const fetcher = useFetcher<FormResult<'role'>>();
  useFormResult(fetcher.data, { intent: 'role', toastFailure: true });
  const next = customer.role === 'admin' ? 'customer' : 'admin';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={customer.id} />
      <input type="hidden" name="role" value={next} />
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={fetcher.state !== 'idle'}
      >
        {next === 'admin' ? 'Make admin' : 'Make customer'}
      </button>
    </fetcher.Form>
  );
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { list, q } = loaderData;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Customers</h2>
      <Form method="get" className={`${cardClass} flex flex-wrap items-end gap-3 p-4`}>
        <TextField
          name="q"
          label="Search"
          defaultValue={q}
          placeholder="Name, e-mail or phone"
          className="min-w-48 flex-1"
        />
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          Find
        </button>
      </Form>
      <section className={`${cardClass} overflow-x-auto p-4`}>
        <table className="w-full min-w-[36rem]">
          <thead className="border-b border-stone-200">
            <tr>
              <th className={th}>Name</th>
              <th className={th}>Contact</th>
              <th className={th}>Orders</th>
              <th className={th}>Since</th>
              <th className={th}>Role</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {list.customers.map((customer) => (
              <tr key={customer.id}>
                <td className={td}>
                  {customer.firstName} {customer.lastName}
                </td>
                <td className={td}>
                  {customer.email}
                  <span className="block text-xs text-stone-500">{customer.phone}</span>
                </td>
                <td className={td}>
                  <Link
                    to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}
                    className={textLinkClass}
                  >
                    {customer.ordersCount}
                  </Link>
                </td>
                <td className={td}>{formatDateTime(customer.createdAt)}</td>
                <td className={td}>
                  <div className="flex items-center gap-2">
                    {customer.role === 'admin' ? <Badge colour="blue">Admin</Badge> : <Badge>Customer</Badge>}
                    <RoleButton customer={customer} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={list.page} limit={list.limit} total={list.total} />
      </section>
    </div>
  );
}
