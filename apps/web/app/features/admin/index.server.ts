/** The admin-wide server pieces other features' admin screens share: the guard and the admin API's reads. */
export { adminData, requireAdmin } from './admin.server';
