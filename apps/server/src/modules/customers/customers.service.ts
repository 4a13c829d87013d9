import type { Customer } from '@penstock/domain';
import type { customerBodySchema, customerPatchSchema } from '@penstock/domain';
import { defineEntity } from '../../db/entities/defineEntity.js';
import { writeUnique } from '../../db/writeUnique.js';
import type { Db } from '../../db/schema.js';
import { notFound, taken } from '../../http/httpError.js';
import { portfolioCounts } from '../portfolios/index.js';
import { customerRows } from './customers.repo.js';

export const customerEntity = defineEntity({
  entity: 'customer',
  table: 'customer',
  key: 'id',
  fields: ['name', 'contact_name', 'contact_email', 'currency', 'timezone', 'notes', 'archived_at'],
  label: 'The customer',
});

const nameTaken = (name: string) => taken('name', `A customer named "${name}" exists already`);

export function createCustomersService(db: Db) {
  /** By name; archived customers only when asked for (or by id). */
  const list = async (id?: string, archived = false): Promise<Customer[]> => {
    const [rows, portfolios] = await Promise.all([customerRows(id, archived, db), portfolioCounts(db)]);
    return rows.map((r) => ({
      ...r,
      portfolios: portfolios.get(r.id) ?? 0,
      updated_at: r.updated_at ? r.updated_at.getTime() : null,
      archived_at: r.archived_at ? r.archived_at.getTime() : null,
    }));
  };
  const one = async (id: string) => {
    const [c] = await list(id);
    if (!c) throw notFound('Customer not found');
    return c;
  };

  return {
    list: (archived = false) => list(undefined, archived),
    one,
    async create(body: ReturnType<typeof customerBodySchema.parse>, ctx: { by: string; at: Date }): Promise<Customer> {
      const id = crypto.randomUUID();
      await writeUnique(
        () => nameTaken(body.name),
        () => customerEntity.save(id, body, ctx, db),
      );
      return one(id);
    },
    async update(
      id: string,
      patch: ReturnType<typeof customerPatchSchema.parse>,
      ctx: { by: string; at: Date },
    ): Promise<Customer> {
      const { version, archived, ...fields } = patch;
      await one(id); // 404 before any write
      // archiving keeps the first archive time; restoring clears it (both in the customer's history)
      const archive = (row: { archived_at?: unknown } | undefined) =>
        archived === undefined ? {} : { archived_at: archived ? (row?.archived_at ?? ctx.at) : null };
      await writeUnique(
        () => nameTaken(String(fields.name)),
        () => customerEntity.save(id, (row) => ({ ...fields, ...archive(row) }), { ...ctx, version }, db),
      );
      return one(id);
    },
    history: (id: string) => customerEntity.history(id, db),
  };
}
