/** The accounts module's public entry: sign-up, sign-in, sessions, profile and admin accounts. */

export { type AuthLimits, byUser, type Limit, limitBy, scaledAuthLimits } from './accounts.limits.ts';
export { changeRole } from './accounts.repo.ts';
export { AdminService } from './admin.service.ts';
export { authRoutes } from './auth.routes.ts';
export { type Accounts, createAccounts } from './create-accounts.ts';
