// What other modules may use of portfolios: import from '../portfolios/index.js', nothing deeper.
export { requirePortfolio } from './requirePortfolio.js';
export { customersOfAccount, portfolioCustomer } from './portfolioCustomers.repo.js';
export { customerPortfolios } from './customerPortfolios.repo.js';
