import { sql, type Kysely } from 'kysely';

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
const REGIONS: Array<[string, string, string, string]> = [
  ['region.at', 'Austria', 'EUR', 'Europe/Vienna'],
  ['region.ch', 'Switzerland', 'EUR', 'Europe/Zurich'],
  ['region.de-lu', 'Germany-Luxembourg (DE-LU)', 'EUR', 'Europe/Berlin'],
  ['region.fr', 'France (FR)', 'EUR', 'Europe/Paris'],
  ['region.no1', 'Norway NO1 (Oslo)', 'NOK', 'Europe/Oslo'],
  ['region.no2', 'Norway NO2 (Kristiansand)', 'NOK', 'Europe/Oslo'],
  ['region.no3', 'Norway NO3 (Trondheim)', 'NOK', 'Europe/Oslo'],
  ['region.no4', 'Norway NO4 (Tromsø)', 'NOK', 'Europe/Oslo'],
  ['region.no5', 'Norway NO5 (Bergen)', 'NOK', 'Europe/Oslo'],
  ['region.se1', 'Sweden SE1 (Luleå)', 'SEK', 'Europe/Stockholm'],
  ['region.se2', 'Sweden SE2 (Sundsvall)', 'SEK', 'Europe/Stockholm'],
  ['region.se3', 'Sweden SE3 (Stockholm)', 'SEK', 'Europe/Stockholm'],
  ['region.se4', 'Sweden SE4 (Malmö)', 'SEK', 'Europe/Stockholm'],
];
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

const UP = `
alter table price_region
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text;
alter table pricing_index
  add column description text not null default '',
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text;
alter table price_forecast_source
  add column customer_id uuid references customer(id) on delete cascade,
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by text,
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

insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'price_region', r.id, 1, 'create', r.updated_at, null, jsonb_build_object('name', jsonb_build_object('from', null, 'to', r.name)), to_jsonb(r)
from price_region r;
insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'price_forecast_source', s.id::text, 1, 'create', s.updated_at, null, jsonb_build_object('name', jsonb_build_object('from', null, 'to', s.name)), to_jsonb(s)
from price_forecast_source s;
insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
select 'pricing_index', i.id, 1, 'create', i.updated_at, null, jsonb_build_object('name', jsonb_build_object('from', null, 'to', i.name)), to_jsonb(i)
from pricing_index i;
`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(UP).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `delete from entity_history where entity in ('price_region', 'price_forecast_source', 'pricing_index');
delete from price_forecast_source where customer_id is not null;
drop index price_forecast_source_shared_name_key;
drop index price_forecast_source_owned_name_key;
drop index price_forecast_source_price_region_id_idx;
alter table price_forecast_source drop column customer_id, drop column version, drop column updated_at, drop column updated_by,
  add constraint price_forecast_source_price_region_id_name_key unique (price_region_id, name);
alter table pricing_index drop column description, drop column version, drop column updated_at, drop column updated_by;
alter table price_region drop column version, drop column updated_at, drop column updated_by;`,
    )
    .execute(db);
}
