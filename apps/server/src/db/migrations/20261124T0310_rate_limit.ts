import { sqlMigration } from '../sqlMigration.js';

// Rate-limit windows shared by every API process (issue 15): one row per (route, client address)
// with its hit count and the end of its window; an unlogged table, since a lost counter after a
// crash only forgives a minute of attempts.
export const { up, down } = sqlMigration(
  [
    `
    create unlogged table rate_limit_window (
      key text primary key,
      hits integer not null,
      reset_at timestamptz not null
    )`,
    `create index rate_limit_window_reset_at_idx on rate_limit_window(reset_at)`,
  ],
  `drop table rate_limit_window`,
);
