import { sqlMigration } from '../sqlMigration.js';

// Scheduler and optimisation runs (issue 4). pg-boss keeps its own tables in schema "pgboss"
// (created by pg-boss itself); these tables hold what the product shows and audits:
// - periodic_task: the schedule and pause state an admin controls (the source of truth; pg-boss's
//   schedule table is synced from it),
// - task_run: one row per job of a periodic task (state, times, output or error), kept after
//   pg-boss archives its job,
// - task_audit: who paused, resumed or triggered what, and when,
// - optimization_run gains the columns of a persisted run.
const UP = `
create table periodic_task (
  name text primary key,
  description text not null default '',
  schedule text not null,            -- cron, five fields
  timezone text not null default 'Europe/Vienna',
  is_paused boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table task_run (
  job_uuid uuid primary key,
  task_name text not null references periodic_task(name) on delete cascade,
  trigger text not null check (trigger in ('schedule','manual')),
  triggered_by text,                 -- account e-mail, or null for the schedule
  params jsonb,
  state text not null default 'created' check (state in ('created','active','completed','failed','cancelled')),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  output jsonb,
  error text
);
create index task_run_task_name_created_at_idx on task_run(task_name, created_at desc);

create table task_audit (
  id bigint generated always as identity primary key,
  task_name text not null references periodic_task(name) on delete cascade,
  action text not null check (action in ('pause','resume','trigger')),
  actor text not null,
  job_uuid uuid,
  params jsonb,
  created_at timestamptz not null default now()
);
create index task_audit_task_name_idx on task_audit(task_name);

alter table optimization_run
  add column portfolio_id text references portfolio(id) on delete set null,
  add column plant_view_id text references plant_view(id) on delete set null,
  add column started_by text not null default 'scheduler',
  add column inputs jsonb,
  add column progress real not null default 0,
  add column objective float8,
  add column summary jsonb,
  add column duration_ms integer,
  add column log text[] not null default '{}',
  add column started_at timestamptz,
  add column finished_at timestamptz;
alter table optimization_run alter column status set default 'queued';
create index optimization_run_portfolio_id_idx on optimization_run(portfolio_id);
create index optimization_run_plant_view_id_created_at_idx on optimization_run(plant_view_id, created_at desc);
`;

const DOWN = `
drop index if exists optimization_run_plant_view_id_created_at_idx;
drop index if exists optimization_run_portfolio_id_idx;
alter table optimization_run alter column status set default 'done';
alter table optimization_run
  drop column portfolio_id, drop column plant_view_id, drop column started_by, drop column inputs,
  drop column progress, drop column objective, drop column summary, drop column duration_ms,
  drop column log, drop column started_at, drop column finished_at;
drop table if exists task_audit;
drop table if exists task_run;
drop table if exists periodic_task;
`;

export const { up, down } = sqlMigration(UP, DOWN);
