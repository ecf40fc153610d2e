/** India's 28 states and 8 union territories, for the checkout's state select. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof indianStates)[number];

export function isIndianState(value: string): value is IndianState {
  return (indianStates as readonly string[]).includes(value);
}

/** A PIN code: six digits, the first 1–9. Also the checkout box's HTML `pattern`, so both agree. */
export const pincodePattern = '[1-9][0-9]{5}';
const PINCODE = new RegExp(`^${pincodePattern}$`);

export function isPincode(value: string): boolean {
  return PINCODE.test(value.trim());
}
