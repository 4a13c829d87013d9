/** The spec's toasts of hydro body and control unit writes (spec 2 section 8), per component kind. */
export const COMPONENT_TOASTS = {
  'hydro-body': {
    saved: 'The hydrobody was saved successfully',
    updated: 'The hydrobody was updated successfully',
    deleted: 'The hydrobody was deleted successfully',
    title: 'Hydrobody could not be saved',
    generic: {
      saved: 'The hydrobody could not be saved',
      updated: 'The hydrobody could not be updated',
      deleted: 'The hydrobody could not be deleted',
    },
  },
  'control-unit': {
    saved: 'The control unit was saved successfully',
    updated: 'The control unit was updated successfully',
    deleted: 'The control unit was deleted successfully',
    title: 'Control unit could not be updated',
    generic: {
      saved: 'The control unit could not be saved',
      updated: 'The control unit could not be updated',
      deleted: 'The control unit could not be deleted',
    },
  },
} as const;
