import { addEntityColumns, createdHistory, dropEntityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Customers and portfolios as administered entities (issue 11): customers get contact, currency and
// default time zone; both get version / updated_at / updated_by for history and optimistic
// concurrency (defineEntity), and so do plant views (created, renamed and removed on a portfolio's screen). Existing rows start at version 1 with a "create" history entry.
const UP = `
alter table customer
  add column contact_name text,
  add column contact_email text,
  add column currency text not null default 'EUR',
  add column timezone text not null default 'Europe/Vienna',
  add column notes text not null default '',
${addEntityColumns};
alter table portfolio
${addEntityColumns};
alter table plant_view
${addEntityColumns};

${createdHistory({ entity: 'customer', table: 'customer', alias: 'c', id: 'c.id::text', at: 'c.created_at', by: 'null', field: 'name' })}
${createdHistory({ entity: 'portfolio', table: 'portfolio', alias: 'p', id: 'p.id', at: 'p.created_at', by: 'null', field: 'display_name' })}
`;

export const { up, down } = sqlMigration(
  UP,
  `delete from entity_history where entity in ('customer', 'portfolio', 'plant_view');
alter table portfolio ${dropEntityColumns};
alter table plant_view ${dropEntityColumns};
alter table customer drop column contact_name, drop column contact_email, drop column currency, drop column timezone, drop column notes,
  ${dropEntityColumns};`,
);
