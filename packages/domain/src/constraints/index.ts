export * from './constraintTypes.js';
export * from './constraintSchemas.js';
export * from './recurringPattern.js';
export * from './constraintStatus.js';
export * from './constraintRules.js';
export * from './constraintSteps.js';
export * from './violations.js';
export * from './constraintDisplay.js';
