import { onFirstUse } from '../../lib/first-use.ts';

/** sharp and libvips, loaded by the first image processed rather than at start (lib/first-use.ts). */
export const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));
