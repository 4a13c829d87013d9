import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccountTable {
  id: Generated<string>;
  email: string; // stored lower-case
  full_name: string;
  password_hash: string; // argon2id
  is_admin: Generated<boolean>;
  mfa_enabled: Generated<boolean>;
  created_at: Generated<CreatedAt>;
}
export interface CustomerTable {
  id: Generated<string>;
  name: string;
  created_at: Generated<CreatedAt>;
}
export interface PortfolioTable {
  id: string;
  customer_id: string;
  display_name: string | null;
  created_at: Generated<CreatedAt>;
}
export interface AccountPortfolioTable {
  account_id: string;
  portfolio_id: string;
  can_write: Generated<boolean>;
  is_default: Generated<boolean>;
}
export interface UserSettingTable {
  account_id: string;
  name: string;
  value: ColumnType<unknown, string, string>; // jsonb; written as JSON text
  updated_at: Generated<Timestamp>;
}
/** One sign-in: every token pair issued by refreshing it belongs to the same session. */
export interface AuthSessionTable {
  id: Generated<string>;
  account_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}
/** Every issued JWT by jti; a refresh token is used at most once. */
export interface AuthTokenTable {
  jti: string;
  session_id: string;
  type: 'access' | 'refresh';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
export interface MfaChallengeTable {
  id: Generated<string>;
  account_id: string;
  secret_hash: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  /** Set when the code was accepted, replaced by a resend, or attempts ran out. */
  closed_at: NullableTimestamp;
  created_at: Timestamp;
}
export interface PasswordResetTable {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
export interface LoginFailureTable {
  id: Generated<string>;
  email: string; // also for unknown e-mails, so lockout does not reveal which accounts exist
  created_at: Timestamp;
}
export interface ContactRequestTable {
  id: Generated<string>;
  account_id: string;
  subject: string;
  body: string;
  comments: string;
  created_at: Timestamp;
}

export interface Database {
  account: AccountTable;
  customer: CustomerTable;
  portfolio: PortfolioTable;
  account_portfolio: AccountPortfolioTable;
  user_setting: UserSettingTable;
  auth_session: AuthSessionTable;
  auth_token: AuthTokenTable;
  mfa_challenge: MfaChallengeTable;
  password_reset: PasswordResetTable;
  login_failure: LoginFailureTable;
  contact_request: ContactRequestTable;
}

export type Db = Kysely<Database>;
/** What repo methods accept: the database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;
