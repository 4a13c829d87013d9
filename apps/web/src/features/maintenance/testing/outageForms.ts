import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { rendererWithDefaults } from '../../../../../../test/rendererWithDefaults';
import type { OutageUnit } from '../hooks/useOutageUnits';

/** A turbine of the demo plant Hochalm (Europe/Vienna) as the outage forms list it. */
export const hochalmUnit = (turbine: string, pMax: number): OutageUnit => ({
  plantViewId: 'hochalm',
  plantName: 'Hochalm',
  zone: 'Europe/Vienna',
  turbineId: `hochalm.${turbine.toLowerCase()}`,
  turbineName: turbine,
  pMax,
});

/** Types the outage's name and its remaining power as a percent of p_max into an open outage form. */
export async function typeNameAndPercent(name: string, percent: string) {
  await userEvent.type(await screen.findByLabelText('Name'), name);
  const field = screen.getByLabelText('Remaining power (% of p_max)');
  await userEvent.clear(field);
  await userEvent.type(field, percent);
}

/**
 * A render function for an outage form on portfolio alpine's maintenance screen (`search`: the
 * screen's query), writable and closing to nowhere unless a call says otherwise.
 */
export function outageFormRenderer<P extends { canWrite: boolean; onClose: () => void }>(
  Form: ComponentType<P>,
  defaults: NoInfer<Omit<P, 'canWrite' | 'onClose'>>,
  search = '',
) {
  const props = { canWrite: true, onClose: () => {}, ...defaults } as P;
  return rendererWithDefaults(Form, props, { route: 'maintenances', url: `/en/maintenance/alpine${search}` });
}
