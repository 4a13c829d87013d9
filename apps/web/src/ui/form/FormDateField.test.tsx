import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../test/renderWeb';
import { EntityForm } from './EntityForm';
import { FormDateField } from './FormDateField';

const schema = z.object({ start_date: z.iso.date() });

describe('FormDateField (issue 27 item 17)', () => {
  beforeAll(() => initTestI18n('common')); // en-GB, the app's default locale

  it("shows and reads the date in the app locale's pattern, keeping ISO in the form", async () => {
    const onSubmit = vi.fn();
    renderWeb(
      <EntityForm schema={schema} values={{ start_date: '2026-11-28' }} onSubmit={onSubmit}>
        <FormDateField name="start_date" label="Start date" />
      </EntityForm>,
      { route: 'customers', url: '/en/admin/customers' },
    );
    const input = (await screen.findByRole('textbox', { name: 'Start date' })) as HTMLInputElement;
    expect(input.value).toBe('28/11/2026');
    expect(input.type).toBe('text');
    await userEvent.clear(input);
    await userEvent.type(input, '1.2.2027');
    await userEvent.tab();
    expect(input.value).toBe('01/02/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start_date: '2027-02-01' }));
  });
});
