import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { plantRights } from '@penstock/domain';
import { renderWeb } from '../../../../../test/renderWeb';
import { ApiError } from '@/api/ApiError';
import { EntityForm, type EntityFormProps } from './EntityForm';
import { FormTextField } from './FormTextField';

// The plant view edit of spec 2 section 5: name and external_id required.
const schema = z.object({ name: z.string().min(1), external_id: z.string().min(1) });
type Props = Partial<EntityFormProps<typeof schema>>;

const renderForm = (props: Props = {}) =>
  renderWeb(
    <EntityForm schema={schema} values={{ name: 'Hochalm', external_id: 'HA-1' }} onSubmit={vi.fn()} {...props}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="external_id" label="External ID" />
    </EntityForm>,
    { route: 'customers', url: '/en/admin/customers' },
  );
const save = () => screen.getByRole('button', { name: 'Save' });

describe('EntityForm', () => {
  it("Save only when changed, with 'You haven't made any changes yet' before", async () => {
    renderForm();
    await screen.findByLabelText('Name');
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.hover(save().parentElement!);
    await screen.findByText("You haven't made any changes yet");
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    expect(save()).toHaveProperty('disabled', false);
  });

  it("validates on blur: an emptied required field says 'Required' and nothing is saved", async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.clear(await screen.findByLabelText('Name'));
    expect(screen.queryByText('Required')).toBeNull();
    await userEvent.tab();
    await screen.findByText('Required');
    await userEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("confirms with 'I am sure', saves, resets to the saved values and calls back after 10 ms", async () => {
    const onSubmit = vi.fn();
    const onSuccess = vi.fn();
    renderForm({
      onSubmit,
      onSuccess,
      confirm: { title: 'Save changes', message: 'Are you sure you want to save this changes?', requireCheck: true },
    });
    await userEvent.type(await screen.findByLabelText('External ID'), 'x');
    await userEvent.click(save());
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('I am sure'));
    await userEvent.click(confirm);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Hochalm', external_id: 'HA-1x' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.invocationCallOrder[0]).toBeGreaterThan(onSubmit.mock.invocationCallOrder[0]);
    expect(save()).toHaveProperty('disabled', true); // clean again: the saved values are the new baseline
  });

  it("a refusal naming a field of the form (409 {detail, errors}) shows under that field and keeps the user's values", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        request: { method: 'PUT', url: '/api/x' },
        status: 409,
        body: {
          detail: 'taken',
          errors: [
            { path: 'external_id', message: 'HA-2 is taken' },
            { path: 'unknown', message: 'not a field' },
          ],
        },
      });
    });
    renderForm({ onSubmit });
    const field = await screen.findByLabelText('External ID');
    await userEvent.clear(field);
    await userEvent.type(field, 'HA-2');
    await userEvent.click(save());
    await screen.findByText('HA-2 is taken');
    expect(screen.queryByText('not a field')).toBeNull();
    expect(field).toHaveProperty('value', 'HA-2');
  });

  it('a declined confirmation or a veto keeps the form and saves nothing', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, beforeSubmit: () => false });
    await userEvent.type(await screen.findByLabelText('Name'), 'x');
    await userEvent.click(save());
    await new Promise((r) => setTimeout(r, 30));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(save()).toHaveProperty('disabled', false);
  });

  it("fed plantRights (a non-admin on a Live plant) it is read-only with the spec's tooltips", async () => {
    const rights = plantRights(
      { isAdmin: false, email: 'operator@penstock.demo' },
      { can_write: true },
      { plant_state: 'Live' },
    );
    renderForm({ canWrite: rights.editStaticData });
    expect(await screen.findByLabelText('Name')).toHaveProperty('disabled', true);
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.hover(save().parentElement!);
    await screen.findByText("You don't have permissions to save");
    await userEvent.hover(screen.getByLabelText('Name').closest('div')!);
    await screen.findByText("You don't have permissions to change this");
  });
});
