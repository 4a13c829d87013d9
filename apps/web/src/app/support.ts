/** The provider's support contacts shown in the navigation footer. */
export const SUPPORT = {
  serviceDeskUrl: 'https://support.penstock.demo/servicedesk',
  email: 'support@penstock.demo',
  phone: '+43 1 997 1234',
} as const;
