import { z } from 'zod';

/** An instant as UTC epoch ms, from 1900 to 2200 (catches seconds sent for milliseconds). */
export const epochMsSchema = z
  .number()
  .int()
  .min(Date.UTC(1900, 0, 1))
  .max(Date.UTC(2200, 0, 1));

/** A number that is neither NaN nor infinite. */
export const finiteNumberSchema = z.number().refine(Number.isFinite, { message: 'Must be a finite number' });
