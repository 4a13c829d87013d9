import { addEntityColumns, createdHistory, dropEntityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Market setup (issue 27 item 1, issue 20 defect 2):
// - price regions, pricing indexes and price forecast sources become administered entities
//   (version / updated_at / updated_by, history in entity_history);
// - a forecast source is shared (customer_id null: written by administrators only) or owned by one
//   customer (visible to that customer only; its writers may upload to it). Names are unique per
//   region among the shared sources and per region and owner among the owned ones, so one customer's
//   name never collides with (and so never reveals) another's;
// - a pricing index carries a description (what the index is, e.g. the exchange's day-ahead auction);
// - European bidding zones as reference data: the Nordic areas NO1-NO5 and SE1-SE4, DE-LU, FR, and
//   CH and AT under the ids the demo world already uses.
type Region = [id: string, name: string, currency: string, timezone: string];
/** A country's bidding zones numbered from 1 (NO1, NO2, ...), each named after its main city. */
const numberedZones = (country: string, code: string, currency: string, timezone: string, cities: string[]) =>
  cities.map((city, i): Region => [
    `region.${code.toLowerCase()}${i + 1}`,
    `${country} ${code}${i + 1} (${city})`,
    currency,
    timezone,
  ]);
const REGIONS: Region[] = [
  ['region.at', 'Austria', 'EUR', 'Europe/Vienna'],
  ['region.ch', 'Switzerland', 'EUR', 'Europe/Zurich'],
  ['region.de-lu', 'Germany-Luxembourg (DE-LU)', 'EUR', 'Europe/Berlin'],
  ['region.fr', 'France (FR)', 'EUR', 'Europe/Paris'],
  ...numberedZones('Norway', 'NO', 'NOK', 'Europe/Oslo', ['Oslo', 'Kristiansand', 'Trondheim', 'Tromsø', 'Bergen']),
  ...numberedZones('Sweden', 'SE', 'SEK', 'Europe/Stockholm', ['Luleå', 'Sundsvall', 'Stockholm', 'Malmö']),
];
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

const UP = `
alter table price_region
${addEntityColumns};
alter table pricing_index
  add column description text not null default '',
${addEntityColumns};
alter table price_forecast_source
  add column customer_id uuid references customer(id) on delete cascade,
${addEntityColumns},
  drop constraint price_forecast_source_price_region_id_name_key;
create index price_forecast_source_customer_id_idx on price_forecast_source(customer_id);
create index price_forecast_source_price_region_id_idx on price_forecast_source(price_region_id);
create unique index price_forecast_source_shared_name_key on price_forecast_source(price_region_id, name) where customer_id is null;
create unique index price_forecast_source_owned_name_key on price_forecast_source(price_region_id, customer_id, name) where customer_id is not null;

insert into price_region (id, name, currency, timezone)
values ${REGIONS.map((r) => `(${r.map(lit).join(', ')})`).join(',\n  ')}
on conflict (id) do nothing;
insert into pricing_index (id, name, price_region_id, description)
select r.id || '.day-ahead', r.name || ' day-ahead', r.id, 'Hourly day-ahead auction price of the bidding zone'
from price_region r
on conflict (id) do nothing;

${createdHistory({ entity: 'price_region', table: 'price_region', alias: 'r', id: 'r.id', at: 'r.updated_at', by: 'null', field: 'name' })}
${createdHistory({ entity: 'price_forecast_source', table: 'price_forecast_source', alias: 's', id: 's.id::text', at: 's.updated_at', by: 'null', field: 'name' })}
${createdHistory({ entity: 'pricing_index', table: 'pricing_index', alias: 'i', id: 'i.id', at: 'i.updated_at', by: 'null', field: 'name' })}
`;

export const { up, down } = sqlMigration(
  UP,
  `delete from entity_history where entity in ('price_region', 'price_forecast_source', 'pricing_index');
delete from price_forecast_source where customer_id is not null;
drop index price_forecast_source_shared_name_key;
drop index price_forecast_source_owned_name_key;
drop index price_forecast_source_price_region_id_idx;
alter table price_forecast_source drop column customer_id, ${dropEntityColumns},
  add constraint price_forecast_source_price_region_id_name_key unique (price_region_id, name);
alter table pricing_index drop column description, ${dropEntityColumns};
alter table price_region ${dropEntityColumns};`,
);
