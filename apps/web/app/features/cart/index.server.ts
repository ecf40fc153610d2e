/** What other features may use of the cart on the server (features meet only through these entries). */
export { addPendingBundle, addPendingProduct } from './cart.server';
