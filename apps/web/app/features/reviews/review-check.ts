import { ReviewInputSchema } from '@shop/shared';
import { validate } from '~/lib/form-result';

/** The review form's check in the browser; photos are checked as they upload, so none are sent here. */
export const checkReview = (values: Record<string, string>) =>
  validate(ReviewInputSchema, { ...values, images: [] });
