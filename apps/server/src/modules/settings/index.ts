// What other modules may use of settings: import from '../settings/index.js', nothing deeper.
export { createSettingsService } from './settings.service.js';
