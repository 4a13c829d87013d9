import { PORTFOLIO_TEXTS } from '@penstock/domain';

/** Spec 2 section 8: assigning a plant and creating a shadow plant have their own texts. */
export const createViewToasts = (kind: 'assign' | 'shadow') =>
  kind === 'shadow'
    ? {
        success: PORTFOLIO_TEXTS.shadowCreated,
        error: { title: PORTFOLIO_TEXTS.shadowFailedTitle, generic: PORTFOLIO_TEXTS.shadowFailed },
      }
    : {
        success: PORTFOLIO_TEXTS.plantAssigned,
        error: { title: PORTFOLIO_TEXTS.plantAssignFailedTitle, generic: PORTFOLIO_TEXTS.plantAssignFailed },
      };

/** Unassigning one plant (its id) or all (null): 'The plant could not be unassigned' / 'The plants could not be unassigned'. */
export const unassignToasts = {
  success: PORTFOLIO_TEXTS.plantUnassigned,
  error: {
    title: PORTFOLIO_TEXTS.unassignFailedTitle,
    generic: (id: string | null) => (id ? PORTFOLIO_TEXTS.unassignFailed : PORTFOLIO_TEXTS.unassignAllFailed),
  },
};
