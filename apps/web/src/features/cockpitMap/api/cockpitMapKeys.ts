/** Query keys of the cockpit map area. */
export const cockpitMapKeys = {
  all: ['cockpitMap'] as const,
  countries: () => [...cockpitMapKeys.all, 'countries'] as const,
};
