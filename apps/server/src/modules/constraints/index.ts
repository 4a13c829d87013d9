// What other modules may use of constraints: import from '../constraints/index.js', nothing deeper.
export { modelConstraints, type UsedConstraint } from './modelConstraints.js';
export { refreshPlantViolations } from './detectViolationsTask.js';
export { constraintPlant } from './constraintPlant.repo.js';
