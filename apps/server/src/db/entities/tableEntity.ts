import type { Database } from '../schema.js';
import { defineEntity } from './defineEntity.js';

/**
 * defineEntity for the usual case: the history names the entity after its table.
 *
 *   export const plantViewEntity = tableEntity('plant_view', 'id', 'The plant view', ['name', 'portfolio_id']);
 */
export const tableEntity = <T extends keyof Database & string, F extends keyof Database[T] & string>(
  table: T,
  key: keyof Database[T] & string,
  label: string,
  fields: readonly F[],
  options: { json?: readonly F[] } = {},
) => defineEntity({ entity: table, table, key, fields, label, ...options });
