/**
 * The entry of the admin feature: the admin-wide pieces other features' admin screens share (a
 * capability's own admin screens live in its feature folder, in its `admin-*` files).
 */
export { td, th } from './format';
