import { tableEntity } from '../../db/entities/tableEntity.js';

/** The pause state of a periodic task, an entity with history (admins pause and resume). */
export const periodicTaskEntity = tableEntity('periodic_task', 'name', 'The task', ['is_paused']);
