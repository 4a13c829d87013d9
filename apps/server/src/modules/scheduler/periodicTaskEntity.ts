import { defineEntity } from '../../db/entities/defineEntity.js';

/** The pause state of a periodic task, an entity with history (admins pause and resume). */
export const periodicTaskEntity = defineEntity({
  entity: 'periodic_task',
  table: 'periodic_task',
  key: 'name',
  fields: ['is_paused'],
  label: 'The task',
});
