import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Topology } from '@penstock/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { controlUnit } from '../../../../../../test/topologyComponents';
import { UploadFormatHelp } from './UploadFormatHelp';

beforeAll(() => initTestI18n('plants', 'editing'));

const unit = (id: string, type: 'TURBINE' | 'GATE', external_id = id, isPartOfPlant = true) =>
  controlUnit(id, type, { external_id, redirect_id: null, isPartOfPlant });
const topology = {
  hydro_bodies: [],
  control_units: [
    unit('hochalm.m1', 'TURBINE', 'HOCH-M1'),
    unit('hochalm.gate', 'GATE'),
    unit('other.m9', 'TURBINE', 'X', false),
  ],
} as unknown as Topology;

describe('UploadFormatHelp (issue 27 item 6)', () => {
  it('says per kind which columns, time stamps, delimiters and unit a file needs, and offers the template', async () => {
    renderWeb(
      <UploadFormatHelp portfolioId="alpine" plantViewId="hochalm" timezone="Europe/Vienna" topology={topology} />,
      { route: 'plantSettings', url: '/en/admin/plants/alpine/hochalm/historical-data' },
    );
    const columns = await screen.findByTestId('upload-format-columns');
    // power actuals first: the plant's turbines by id and external id, not another plant's
    expect(columns.textContent).toBe(
      'Then one column per turbine, pump or pump turbine, headed by its id or external id (hochalm.m1 / HOCH-M1).',
    );
    expect(screen.getByTestId('upload-format-unit').textContent).toBe("Values in MW (a pump's intake negative).");
    expect(screen.getByText(/ISO 8601 with offset .* Europe\/Vienna/)).toBeTruthy();
    expect(screen.getByText(/Delimiter comma, semicolon or tab/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Upload kind', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gate openings' }));
    expect(screen.getByTestId('upload-format-columns').textContent).toContain('(hochalm.gate)');
    expect(screen.getByTestId('upload-format-unit').textContent).toMatch(/cm, m or % of the gate's maximum opening/);

    await userEvent.click(screen.getByLabelText('Upload kind', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reservoir levels' }));
    expect(screen.getByTestId('upload-format-columns').textContent).toBe(
      'This plant view has no reservoir (with a level-to-content table) yet.',
    );

    await userEvent.click(screen.getByLabelText('Upload kind', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price forecasts' }));
    expect(screen.getByTestId('upload-format-columns').textContent).toBe('Then one column headed price.');
  });
});
