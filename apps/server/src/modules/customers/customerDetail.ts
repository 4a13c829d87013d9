import type { CustomerDetail } from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { accountSummaries } from '../accounts/index.js';
import { customerPlants } from '../plants/index.js';
import { customerPortfolios } from '../portfolios/index.js';
import { sortPortfolios } from '@penstock/domain';
import type { createCustomersService } from './customers.service.js';

/**
 * The customer's page (issue 27 item 7): the customer, its portfolios (with their plant views and
 * linked accounts counted), its plants with their views, and every account that reaches one of its
 * portfolios. Each part comes from the module that owns it.
 */
export async function customerDetail(
  db: Db,
  customers: ReturnType<typeof createCustomersService>,
  customerId: string,
): Promise<CustomerDetail> {
  const customer = await customers.one(customerId);
  const portfolios = await customerPortfolios(customerId, db);
  const plants = await customerPlants(
    customerId,
    portfolios.map((p) => p.id),
    db,
  );
  const reach = new Map<string, string[]>();
  for (const p of portfolios) for (const a of p.account_ids) reach.set(a, [...(reach.get(a) ?? []), p.id]);
  const users = await accountSummaries([...reach.keys()], db);
  return {
    customer,
    portfolios: sortPortfolios(portfolios).map((p) => ({
      id: p.id,
      display_name: p.display_name,
      plant_views: plants.reduce((n, plant) => n + plant.views.filter((v) => v.portfolio_id === p.id).length, 0),
      accounts: p.account_ids.length,
    })),
    plants,
    users: users.map((u) => ({ ...u, portfolios: reach.get(u.id) ?? [] })),
  };
}
