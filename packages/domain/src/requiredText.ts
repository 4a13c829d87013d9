import { z } from 'zod';

/** A required text field of an admin form (spec 2 section 5): trimmed, at least 1 character ('Required'), at most `max`. */
export const requiredText = (max = 200) => z.string().trim().min(1, 'Required').max(max);
