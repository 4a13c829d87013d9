import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { UNSAVED_CHANGES_TEXT } from '@/ui/useUnsavedChangesGuard';
import { PlantNameForm } from './PlantNameForm';

describe('PlantNameForm', () => {
  beforeAll(() => initTestI18n('plants'));

  it('asks before leaving with an unsaved name (issue 27 item 14)', async () => {
    const { router } = renderWeb(<PlantNameForm name="Hochalm" canWrite onSubmit={vi.fn()} />, {
      route: 'plantSettings',
      url: '/en/admin/plants/alpine/hochalm',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), ' II');
    void router.navigate({ to: '/en/admin/plants/alpine/hochalm/topology' });
    expect(await screen.findByText(UNSAVED_CHANGES_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/en/admin/plants/alpine/hochalm');
  });
});
