import { sqlMigration } from '../sqlMigration.js';

// Issue 27 item 5 (spec 2 section 4): optimal rescheduling sets an outage Inactive until a new timing
// is chosen or the flow is left. The flow's state lives here, not only in a browser tab: a flow whose
// browser stopped reporting (closed, crashed) is abandoned and its outage set back to Active.
export const { up, down } = sqlMigration(
  [
    `
    create table maintenance_rescheduling (
      maintenance_uuid text primary key references maintenance(uuid) on delete cascade,
      started_by text not null,
      started_at timestamptz not null,
      seen_at timestamptz not null
    )`,
    `create index maintenance_rescheduling_seen_at on maintenance_rescheduling (seen_at)`,
  ],
  `drop table maintenance_rescheduling`,
);
