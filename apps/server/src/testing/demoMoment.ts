/** An hour and a day in milliseconds. */
export const H = 3_600_000;
export const D = 24 * H;
/** The moment the editing tests move the test world's clock to: Fri 30 Oct 2026, 11:30 in Vienna (CET). */
export const NOW = Date.UTC(2026, 9, 30, 10, 30);
/** 00:00 in Vienna on that day. */
export const TODAY = Date.UTC(2026, 9, 29, 23);
