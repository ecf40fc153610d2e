import type { User } from '@shop/shared';
import { Form } from 'react-router';
import { LogoutIcon } from '~/components/ui/page-icons';

/** Who is signed in, with the Logout button (POST /logout, like the header's side menu). */
export function AccountSummary({ user }: { user: User }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || 'U';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:flex-col lg:items-stretch">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white ring-2 ring-saffron-400"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
      </div>
      <Form method="post" action="/logout" className="shrink-0">
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 transition hover:border-red-300 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <LogoutIcon className="h-4 w-4" />
          Logout
        </button>
      </Form>
    </div>
  );
}
