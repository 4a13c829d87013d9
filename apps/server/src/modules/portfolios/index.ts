// What other modules may use of portfolios: import from '../portfolios/index.js', nothing deeper.
export { requirePortfolio } from './requirePortfolio.js';
export { portfolioRoutes } from './portfolioRoutes.js';
export {
  addLink,
  defaultPortfolioOf,
  linkSummaries,
  linksOf,
  portfolioCounts,
  portfolioExists,
  portfoliosOf,
  removeLink,
  setDefaultLink,
  setLinkWrite,
} from './portfolioLinks.repo.js';
export { customersOfAccount, portfolioCustomer } from './portfolioCustomers.repo.js';
export { customerPortfolios } from './customerPortfolios.repo.js';
export { customerOfPortfolio } from './portfolios.repo.js';
export { ensurePortfolioLink, ensurePortfolios } from './ensurePortfolios.repo.js';
