import { z } from 'zod';

/** POST dashboard-v3/contact: mailed to the provider's support address. */
export const contactRequestSchema = z
  .object({
    subject: z.string().max(200).default(''),
    body: z.string().max(10_000).default(''),
    comments: z.string().max(10_000).default(''),
  })
  .refine((c) => c.subject.trim() || c.body.trim() || c.comments.trim(), {
    message: 'A contact request needs a subject, a body or comments',
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const CONTACT_CONFIRMATION = "Please confirm that you'd like to submit a contact request.";
export const CONTACT_THANKS = 'Thank you for contacting us, we will get back to you as soon as possible!';

/** The Contact Us form's question before sending (spec 2 section 5). */
export const CONTACT_CONFIRM = "Please confirm that you'd like to submit a contact request.";
