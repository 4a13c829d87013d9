/** What a write of plan inputs (actuals, forecasts, prices) tells whoever plans: the plan may be out of date. */
export interface ReplanNotice {
  /** what wrote: 'upload', 'telemetry', 'forecast refresh', 'plant copy', 'demo world' ... */
  source: string;
  /** who and when */
  by: string;
  at: Date;
  /** values written */
  values: number;
  /**
   * The hydro bodies whose stored actual content, level or inflow the write touched: what re-plans
   * when the water changes (issue 26); empty when it wrote none.
   */
  waterBodies: string[];
}

/**
 * The source of measurements sent in (telemetry ingest): its new water re-plans a Live plant. The
 * demo world's hours ('demo telemetry') replay the plan's own schedule, so a re-plan from them would
 * start where the plan already expected the water: they leave re-planning to the hourly runs.
 */
export const MEASURED_SOURCE = 'telemetry';

/** The actual quantities that say where the water is: new values of these re-plan a Live plant. */
export const WATER_QUANTITIES = ['content', 'level', 'inflow'] as const;

type Listener = (notice: ReplanNotice) => void;
const listeners = new Set<Listener>();

/**
 * Subscribe to re-plan notices; returns the unsubscribe. Notices are in-process and sent after the
 * write's statement, inside its transaction (a listener that acts on the database should queue a
 * job, which pg-boss runs after commit). Plans written by the optimiser send none.
 */
export function onReplanNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sendReplanNotice(notice: ReplanNotice): void {
  for (const l of listeners) l(notice);
}
