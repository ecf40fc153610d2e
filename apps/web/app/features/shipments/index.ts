/** The shipments feature: the console's shipping views and the customer's parcel tracking. */
export { ShippingAttention } from './admin-attention';
export { ManualShipmentForm, OrdersTabs, ReadyToShip, ShipmentList } from './admin-shipments';
export { ParcelTracking } from './parcel-tracking';
