import { sqlMigration } from '../sqlMigration.js';

// Overrides and uploads (issue 5):
// - at most one live override per cell (series, ts): a new override closes the live one (deleted_at)
//   and adds a row, so every change stays in series_override as history;
// - nomination_configuration: the plant's local day-ahead bid completion time (day-ahead cutoff);
// - data_upload: who uploaded which file (name stripped of parenthesised parts) into which plant.
const UP = `
create unique index series_override_live_idx on series_override(series_id, ts) where deleted_at is null;

create table nomination_configuration (
  physical_plant_id text primary key references physical_plant(id) on delete cascade,
  day_ahead_bid_completion_hour integer check (day_ahead_bid_completion_hour between 0 and 23),
  day_ahead_bid_completion_minute integer check (day_ahead_bid_completion_minute between 0 and 59),
  updated_at timestamptz not null default now(),
  updated_by text not null
);

create table data_upload (
  id bigint generated always as identity primary key,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  plant_view_id text references plant_view(id) on delete set null,
  kind text not null,
  file_name text,
  handling text,
  uploaded_by text not null,
  value_count integer not null,
  written integer not null,
  kept integer not null,
  from_ts timestamptz,
  to_ts timestamptz,
  created_at timestamptz not null default now()
);
create index data_upload_physical_plant_id_idx on data_upload(physical_plant_id);
create index data_upload_plant_view_id_idx on data_upload(plant_view_id);
`;

export const { up, down } = sqlMigration(
  UP,
  'drop table if exists data_upload; drop table if exists nomination_configuration; drop index if exists series_override_live_idx;',
);
