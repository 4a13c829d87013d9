// Business constants of spec 1 section 9 and spec 2 section 9. Durations in milliseconds.
export const PRODUCT_NAME = 'Penstock';
export const FRONTEND_VERSION = '3.0.0-7616';

export const TOKEN_REFRESH_THRESHOLD_MS = 10_000;
export const SESSION_CHECK_LOGOUT_STATUSES = [400, 401] as const;
export const SESSION_RETRY_INITIAL_MS = 1_000;
export const SESSION_RETRY_MAX_MS = 10_000;

export const MFA_CODE_LENGTH = 6;
export const MFA_COUNTDOWN_VISIBLE_BELOW_S = 60;
export const MFA_COUNTDOWN_WARNING_BELOW_S = 10;
export const LOGIN_SUCCESS_SHOWN_MS = 2_000;

export const PASSWORD_MIN_LENGTH = 12;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;
export const WEEKS_MAX = 53;

export const QUERY_STALE_MS = 30_000;
export const QUERY_CACHE_MS = 15 * 60_000;
export const QUERY_REFETCH_INTERVAL_MS = 15 * 60_000;
export const HEALTH_STALE_MS = 5 * 60_000;
export const PLANT_VIEWS_STALE_MS = 5 * 60_000;
export const PLANT_SERIES_STALE_MS = 4 * 60 * 60_000;
export const PLANT_SERIES_CONCURRENCY = 10;

export const LOGGED_OUT_REDIRECT_MS = 4_000;
export const LOGGED_OUT_SECONDARY_MS = 5_000;
export const COPY_FEEDBACK_MS = 1_500;
export const PASSWORD_CHANGE_LOGOUT_MS = 2_000;

export const TELEMETRY_OUTDATED_AFTER_DEFAULT = 6;
export const DAY_AHEAD_FALLBACK_CUTOFF = '08:00';

export const DEFAULT_LOCALE = 'en-GB';
export const DEFAULT_TIMEZONE = 'Europe/Vienna';
export const WEEK_FIRST_DAY = 1; // Monday
export const WEEK_MINIMAL_DAYS = 4;
export const WEEKEND_DAYS = [6, 7] as const;

export const THEME_COLORS = {
  primary: '#0bb7a0',
  secondary: '#586369',
  accent: '#ad1265',
  destructive: '#c10101',
  caution: '#ffab1a',
  info: '#0b6fb7',
  positive: '#0bb731',
} as const;
export const TINT_STEPS = [90, 80, 70, 60, 50, 40, 30, 20, 10] as const;
export const BREAKPOINTS_PX = [576, 768, 992, 1440, 2560] as const;
export const BREAKPOINTS_MIN_PX = [577, 769, 993, 1441, 2561] as const;
export const ANIMATION_DURATIONS_MS = [80, 150, 300, 600, 1200, 2400] as const;
export const SCROLL_SHADOW = { fadeDelayMs: 150, opacity: 0.2, thresholdPx: 6 } as const;

export const CALENDAR_GRID_DAYS = 42;
export const DATE_POPUP_WIDTH_PX = 310;
export const TABLE_PAGE_ROWS = 10;
export const TABLE_DRAG_THRESHOLD_PX = 5;
export const TABLE_MAX_DECIMALS = 3;
export const CLIPBOARD_DECIMALS = 8;

export const DROPDOWN = {
  maxWidth: '20rem',
  listMaxHeight: '15rem',
  searchAboveOptions: 8,
  typeAheadTimeoutMs: 300,
} as const;
export const TIME_PICKER_STEP_MIN = 15;
export const SLIDER_DEFAULT_MAX = 100;

/** Breadcrumb pickers show a search box from this many items (spec 2 section 9). */
export const PICKER_SEARCH_FROM = 3;

export const TOAST_DURATION_MS = 15_000;

export const OPERATING_MODES = [
  'CONTROLLED_SPILL',
  'HDG_CONTROLLED',
  'LEVEL_CONTROLLED_SPILL',
  'MANUAL',
  'PASSIVE',
  'SCADA_LEVEL_REGULATE',
  'UNCONTROLLED',
] as const;
export const OPERATING_MODES_SUBSET = ['HDG_CONTROLLED', 'MANUAL', 'PASSIVE', 'SCADA_LEVEL_REGULATE'] as const;
export const UNIT_TYPES = ['TURBINE', 'GATE', 'PUMP_TURBINE', 'PUMP'] as const;
export const SUBSCRIPTION_STATES = ['INACTIVE', 'TRIAL', 'ACTIVE'] as const;
export const PLAN_TIERS = ['basic', 'plus'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
