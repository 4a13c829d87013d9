import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { UNITS } from '../testing/reserveFixtures';
import { newFormValues, toBody } from '../utils/reserveForm';
import { ReserveForm } from './ReserveForm';

beforeAll(() => initTestI18n('reserves'));

const route = { route: 'reserves' as const, url: '/en/reserves/alpine' };
// tomorrow 00:00 in Vienna of 30 Oct 2026 10:00 UTC: 31 Oct 00:00 CEST = 30 Oct 22:00 UTC
const values = newFormValues(UNITS[0]!.key, Date.UTC(2026, 9, 30, 10), 'Europe/Vienna');
/** The input of a field whose label also holds its help button (which the label names too). */
const field = async (label: string) =>
  (await screen.findAllByLabelText(label)).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
/** Types the expected activation in percent and leaves the field (validated on blur). */
const typeActivation = async (percent: string) => {
  const input = await field('Expected activation');
  await userEvent.clear(input);
  await userEvent.type(input, percent);
  await userEvent.tab();
};
const form = (onSubmit = vi.fn(), canWrite = true) =>
  renderWeb(
    <ReserveForm values={values} units={UNITS} canWrite={canWrite} onSubmit={onSubmit} onClose={() => {}} />,
    route,
  );

describe('ReserveForm', () => {
  it('takes the expected activation in percent and sends the factor 0-1 with the validity in UTC', async () => {
    const onSubmit = vi.fn();
    form(onSubmit);
    await typeActivation('25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toBody(onSubmit.mock.calls[0]![0])).toMatchObject({
      plant_view_id: 'hochalm',
      power_unit_id: 'hochalm.m1',
      product_name: 'aFRR',
      mode: 'included',
      direction: 'positive',
      activation_factor: 0.25,
      hourly_schedule: 4,
      start_ts: Date.UTC(2026, 9, 30, 23),
      end_ts: Date.UTC(2026, 9, 31, 23),
    });
  });

  it('refuses an activation above 100 %, an obligation without MW and a start inside a block', async () => {
    const onSubmit = vi.fn();
    form(onSubmit);
    await typeActivation('150');
    await screen.findByText('Between 0 and 100 %');
    const mw = screen.getByLabelText('Capacity');
    await userEvent.clear(mw);
    await userEvent.tab();
    const start = screen.getByLabelText('Valid from');
    await userEvent.clear(start);
    await userEvent.type(start, '31/10/2026 01:00');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('An obligation needs the MW sold');
    await screen.findByText(/Must start a block of the 4-hour schedule in Europe\/Vienna/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains the hourly schedule in its help dialog (every 4 hours: 00:00-03:59, 04:00-07:59 ...)', async () => {
    form();
    await userEvent.click(await screen.findByRole('button', { name: 'Help: Hourly Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hourly Schedule' });
    expect(within(dialog).getByText(/An every-4-hours schedule gives 00:00-03:59, 04:00-07:59 and so on/)).toBeTruthy();
  });

  it.each([
    ['Help: Activation Compensation', 'Activation Compensation', /actually activated/],
    ['Help: Bid Step Size', 'Bid Step Size', /increment in MW/],
    ['Help: Expected Activation', 'Expected Activation', /25 % on 20 MW upward/],
    ['Help: Minimum Bid Size', 'Minimum Bid Size', /smallest capacity in MW/],
    ['Help: Product Name', 'Product Name', /aFRR \(automatic frequency restoration reserve/],
    ['Help: Reserve Direction', 'Reserve Direction', /Symmetric reserve/],
    ['Help: Reserve Type', 'Reserve Type', /Standing reserve may come from a unit that is stopped/],
  ])('%s opens its dialog', async (button, title, text) => {
    form();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeTruthy();
  });

  it('is read-only without the write right', async () => {
    form(vi.fn(), false);
    expect(((await screen.findByLabelText('Capacity')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
