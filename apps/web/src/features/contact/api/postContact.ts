import { useMutation } from '@tanstack/react-query';
import { CONTACT_THANKS, type ContactRequest } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export const CONTACT_FAILED = {
  title: 'Contact form could not be sent',
  generic: 'The contact form could not be submitted because of an error.',
};

/** POST dashboard-v3/contact: mailed to the provider's support. */
export const postContact = (body: ContactRequest) => apiRequest(endpoints.contact, { method: 'POST', body });

export function useSendContact(onSuccess?: () => void) {
  return useMutation({
    mutationFn: postContact,
    onSuccess: () => onSuccess?.(),
    meta: { toasts: { success: CONTACT_THANKS, error: CONTACT_FAILED } },
  });
}
