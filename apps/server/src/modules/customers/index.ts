// What other modules may use of customers: import from '../customers/index.js', nothing deeper.
export { customerCurrencyOf, customerExists, customersById } from './customers.repo.js';
export { customerNames } from './customerNames.repo.js';
export { customerIdNamed, ensureCustomerNamed } from './customerNamed.repo.js';
