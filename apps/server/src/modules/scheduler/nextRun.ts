import { createRequire } from 'node:module';

// pg-boss evaluates schedules with its own cron-parser; resolving it from pg-boss keeps our
// "next run" identical to when pg-boss will fire, without a second cron library.
const requireFromBoss = createRequire(createRequire(import.meta.url).resolve('pg-boss'));
const cronParser = requireFromBoss('cron-parser') as {
  parseExpression(cron: string, opts: { tz?: string; currentDate?: Date }): { next(): { toDate(): Date } };
};

/** The next time the cron fires after `after`, evaluated in the IANA zone `timezone`. */
export function nextRun(cron: string, timezone: string, after: Date): Date {
  return cronParser.parseExpression(cron, { tz: timezone, currentDate: after }).next().toDate();
}
