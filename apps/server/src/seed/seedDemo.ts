import type { Db } from '../db/schema.js';
import { ensureAccount } from '../modules/accounts/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { ensureCustomerNamed } from '../modules/customers/index.js';
import { ensurePortfolioLink, ensurePortfolios } from '../modules/portfolios/index.js';

export const DEMO_PASSWORD = 'Penstock-demo-2026!';
export const DEMO_CUSTOMER = 'Demo Hydro';

export const DEMO_PORTFOLIOS = [
  { id: 'alpine', display_name: 'Alpine Storage' },
  { id: 'pumped', display_name: 'Pumped Storage' },
  { id: 'river', display_name: 'River Cascade' },
  { id: 'sandbox', display_name: null },
] as const;

export const DEMO_ACCOUNTS = [
  { email: 'admin@penstock.demo', full_name: 'Ada Admin', is_admin: true, mfa_enabled: false, portfolios: [] },
  {
    email: 'operator@penstock.demo',
    full_name: 'Olav Operator',
    is_admin: false,
    mfa_enabled: false,
    portfolios: [
      { id: 'alpine', can_write: true, is_default: true },
      { id: 'river', can_write: false, is_default: false },
    ],
  },
  {
    email: 'mfa@penstock.demo',
    full_name: 'Mia Factor',
    is_admin: false,
    mfa_enabled: true,
    portfolios: [{ id: 'pumped', can_write: true, is_default: true }],
  },
  { email: 'newcomer@penstock.demo', full_name: 'Nina Newcomer', is_admin: false, mfa_enabled: false, portfolios: [] },
] as const;

/**
 * Demo customer, portfolios and accounts (spec DESIGN section 6). Idempotent: rows that exist are left
 * as they are (a changed demo password survives restarts).
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const customerId = await ensureCustomerNamed(trx, DEMO_CUSTOMER);
    await ensurePortfolios(
      trx,
      DEMO_PORTFOLIOS.map((p) => ({ ...p, customer_id: customerId })),
    );
    for (const a of DEMO_ACCOUNTS) {
      const accountId = await ensureAccount(trx, {
        email: a.email,
        full_name: a.full_name,
        is_admin: a.is_admin,
        mfa_enabled: a.mfa_enabled,
        password_hash: passwordHash,
      });
      for (const p of a.portfolios)
        await ensurePortfolioLink(trx, {
          account_id: accountId,
          portfolio_id: p.id,
          can_write: p.can_write,
          is_default: p.is_default,
        });
    }
  });
}
