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
  fields: ['name', 'contact_name', 'contact_email', 'currency', 'timezone', 'notes'],
  label: 'The customer',
});

const nameTaken = (name: string) => taken('name', `A customer named "${name}" exists already`);

export function createCustomersService(db: Db) {
  const list = async (id?: string): Promise<Customer[]> => {
    const [rows, portfolios] = await Promise.all([customerRows(id, db), portfolioCounts(db)]);
    return rows.map((r) => ({
      ...r,
      portfolios: portfolios.get(r.id) ?? 0,
      updated_at: r.updated_at ? r.updated_at.getTime() : null,
    }));
  };
  const one = async (id: string) => {
    const [c] = await list(id);
    if (!c) throw notFound('Customer not found');
    return c;
  };

  return {
    list: () => list(),
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
      const { version, ...fields } = patch;
      await one(id); // 404 before any write
      await writeUnique(
        () => nameTaken(String(fields.name)),
        () => customerEntity.save(id, fields, { ...ctx, version }, db),
      );
      return one(id);
    },
    history: (id: string) => customerEntity.history(id, db),
  };
}
