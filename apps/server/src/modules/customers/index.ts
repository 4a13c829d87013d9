// What other modules may use of customers: import from '../customers/index.js', nothing deeper.
export { customerNames } from './customerNames.repo.js';
