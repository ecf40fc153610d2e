export type { PincodeAnswer } from './pincode-answer';
export { PincodeCheck } from './pincode-check';
