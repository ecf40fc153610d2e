export { pincodeAnswerFromUrl } from './pincode-check.server';
