import { describe, expect, it } from 'vitest';
import { describeSchedule } from './scheduler.js';

describe('describeSchedule (schedules in words, issue 27 item 7)', () => {
  it.each([
    ['*/5 * * * *', 'every 5 minutes'],
    ['*/15 * * * *', 'every 15 minutes'],
    ['* * * * *', 'every minute'],
    ['0 * * * *', 'every hour'],
    ['10 * * * *', 'every hour at minute 10'],
    ['0 */6 * * *', 'every 6 hours'],
    ['30 6 * * *', 'daily at 06:30'],
    ['0 3 * * 1', 'Mondays at 03:00'],
    ['0 7 * * 1-5', 'Mondays to Fridays at 07:00'],
    ['0 7 * * 6,0', 'Saturdays and Sundays at 07:00'],
    ['0 2 1 * *', 'monthly on day 1 at 02:00'],
  ])('%s is "%s"', (cron, words) => expect(describeSchedule(cron)).toBe(words));

  it('answers a schedule it cannot put into words as it is', () => {
    expect(describeSchedule('0 0 1 1 *')).toBe('0 0 1 1 *');
    expect(describeSchedule('not cron')).toBe('not cron');
  });
});
