import { HttpError } from '../http-error';
import type { MediaProblem } from './variants';

/**
 * Why an uploaded picture was refused, as the 4xx answer the listing, product and Kanban upload
 * routes give, on the form's `file` field (a too-large file is 413, the rest 400).
 */
export function pictureProblem(problem: MediaProblem): HttpError {
  const code = {
    tooLarge: 'listingImageTooLarge',
    tooManyPixels: 'listingImageTooManyPixels',
    type: 'listingImageType',
    unreadable: 'listingImageUnreadable',
  }[problem];
  return new HttpError(problem === 'tooLarge' ? 413 : 400, code, { fields: { file: code } });
}
