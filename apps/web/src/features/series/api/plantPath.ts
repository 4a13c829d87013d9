const enc = encodeURIComponent;

/** Paths under /api/ of the plant-data API (packages/domain plantData.ts). */
export const plantViewsPath = (portfolioId: string) => `dashboard-v3/portfolio/${enc(portfolioId)}/plant`;
export const plantPath = (portfolioId: string, plantViewId: string, rest: string) =>
  `${plantViewsPath(portfolioId)}/${enc(plantViewId)}/${rest}`;
