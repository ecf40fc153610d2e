/** The admin-wide server pieces other features' admin screens share: the guard. */
export { requireAdmin } from './admin.server';
