import { numericDateTime } from '@penstock/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-02 04:00" in the zone (UTC by default), as operators read times. */
export function formatTime(epochMs: number, timeZone = 'UTC'): string {
  let f = formats.get(timeZone);
  if (!f) {
    // sv-SE formats as ISO-like "yyyy-mm-dd hh:mm".
    f = numericDateTime(timeZone, 'sv-SE');
    formats.set(timeZone, f);
  }
  return f.format(new Date(epochMs)) + (timeZone === 'UTC' ? ' UTC' : '');
}
