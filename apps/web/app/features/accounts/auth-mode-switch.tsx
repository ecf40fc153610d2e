import { Link } from 'react-router';
import { loginPath } from './auth-paths';

export type AuthMode = 'login' | 'signup';

const modes: { mode: AuthMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'signup', label: 'Sign up' },
];

/** Login or sign-up (docs/PRODUCT.md §2: one page, the toggle clears the form); keeps the way back. */
export function AuthModeSwitch({ mode, redirectTo }: { mode: AuthMode; redirectTo: string }) {
  return (
    <nav aria-label="Login or sign up">
      <ul className="grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1 ring-1 ring-brand-100">
        {modes.map((item) => {
          const current = item.mode === mode;
          return (
            <li key={item.mode}>
              <Link
                to={loginPath(redirectTo, item.mode)}
                replace
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${current ? 'bg-white text-brand-900 shadow-sm ring-1 ring-stone-200' : 'text-stone-600 hover:text-brand-800'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
