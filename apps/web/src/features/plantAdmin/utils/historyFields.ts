import type { TFunction } from 'i18next';

/**
 * The form label (with its unit) of each field an entity of the plant keeps in its history: the
 * history dialog says "Water value factor (%)", not `water_value_factor_percent`. Keys in the
 * `plants` namespace; a field not listed is shown humanised ("spill target id").
 */
const LABELS: Record<string, string> = {
  name: 'component.name',
  internal_id: 'column.internalId',
  market_timezone: 'field.zone',
  price_region_id: 'field.priceRegion',
  price_forecast_source_id: 'field.forecastSource',
  plant_state: 'general.state',
  shadow_of_id: 'history.field.shadowOf',
  customer_id: 'history.field.customer',
  physical_plant_id: 'history.field.plant',
  day_ahead_bid_completion_hour: 'general.bidHour',
  day_ahead_bid_completion_minute: 'general.bidMinute',
  water_value_factor_percent: 'general.factor',
  horizon_hours: 'general.horizon',
  terminal_water_value_method: 'general.method',
  terminal_water_value_eur_mwh: 'general.fixedValue',
  external_id: 'component.externalId',
  type: 'component.type',
  latitude: 'component.latitude',
  longitude: 'component.longitude',
  min_level: 'component.minLevel',
  max_level: 'component.maxLevel',
  min_content: 'component.minContent',
  max_content: 'component.maxContent',
  spill_target_id: 'component.spillTarget',
  upstream_id: 'component.upstream',
  downstream_id: 'component.downstream',
  control_status: 'component.controlStatus',
  optimization_mode: 'component.optimizationMode',
  travel_delay_minutes: 'component.delay',
  p_min: 'component.pMin',
  p_max: 'component.pMax',
  q_min: 'component.qMin',
  q_max: 'component.qMax',
  pump_p_min: 'component.pumpPMin',
  droop_percent: 'component.droop',
  pump_p_max: 'component.pumpPMax',
  pump_q_min: 'component.pumpQMin',
  pump_q_max: 'component.pumpQMax',
  gate_opening_cm_min: 'component.gateMin',
  gate_opening_cm_max: 'component.gateMax',
  kind: 'history.field.kind',
  hydro_body_id: 'history.field.component',
  control_unit_id: 'history.field.component',
  points: 'history.field.points',
};

/** Values that are shares of one on the wire and percentages on screen (spec 2 section 5: ratios times 100 with %). */
const isRatio = (field: string) => field.endsWith('_ratio') || field === 'activation_factor';
/** Values that are instants (epoch ms or ISO), shown in the plant's market zone. */
const isInstant = (field: string) => /(_at|_ts|_timestamp_millis)$/.test(field);

export interface HistoryFormat {
  t: TFunction<'plants'> | TFunction;
  locale: string;
  /** the plant's market time zone */
  timezone: string;
  /** names of the plant's components by id: a reference is shown as "name (id)" */
  names?: ReadonlyMap<string, string>;
}

/** Fields that hold a hydro body's or control unit's id. */
const COMPONENT_REFS = new Set(['upstream_id', 'downstream_id', 'spill_target_id', 'hydro_body_id', 'control_unit_id']);

export function fieldLabel(field: string, { t }: Pick<HistoryFormat, 't'>): string {
  const key = LABELS[field];
  if (key) return t(key);
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value as the form shows it: numbers in the locale, ratios as %, instants in the plant zone, point lists by count, enumerations by their label, components by name. */
export function fieldValue(field: string, value: unknown, { t, locale, timezone, names }: HistoryFormat): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return t('history.pointCount', { count: value.length });
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (isInstant(field) && (typeof value === 'number' || typeof value === 'string')) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()))
      return new Intl.DateTimeFormat(locale, { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
  }
  if (typeof value === 'number') {
    if (isRatio(field)) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value * 100)} %`;
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
  }
  if (field === 'terminal_water_value_method') return t(`method.${String(value)}`);
  if (COMPONENT_REFS.has(field) && typeof value === 'string' && names?.has(value))
    return `${names.get(value)} (${value})`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The lines of one history entry, "Label: before → after"; a create leaves out the fields it left empty. */
export function changeLines(changes: Record<string, { from: unknown; to: unknown }>, format: HistoryFormat): string[] {
  return Object.entries(changes)
    .map(
      ([field, c]) =>
        [fieldLabel(field, format), fieldValue(field, c.from, format), fieldValue(field, c.to, format)] as const,
    )
    .filter(([, from, to]) => from !== to || from !== '–')
    .map(([label, from, to]) => `${label}: ${from} → ${to}`);
}
