import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadedQuery, queryState } from '../../../../test/queryState';
import { QueryView } from './QueryView';
import { cardStates } from './SkeletonCards';
import { useConfirmStep } from './useConfirmStep';

const inMantine = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);
const t = (key: string) => `t:${key}`;

describe('cardStates', () => {
  it("pending shows one skeleton per card under the screen's loading test id", () => {
    inMantine(
      <QueryView
        query={queryState<string[]>({ isPending: true })}
        {...cardStates(t, { heights: [120, 300], failed: 'failed', testId: 'prices' })}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByTestId('prices-loading').children).toHaveLength(2);
  });
  it("names the failure and the empty state from the feature's texts", () => {
    const states = cardStates(t, { heights: [220], failed: 'plantsFailed', empty: 'noPlants', testId: 'optimization' });
    inMantine(
      <QueryView query={loadedQuery<string[]>([])} {...states}>
        {() => null}
      </QueryView>,
    );
    expect(screen.getByTestId('optimization-empty').textContent).toBe('t:noPlants');
    expect(states).toMatchObject({ errorText: 't:plantsFailed', retryLabel: 't:retry' });
  });
});

function Asking({ onConfirm }: { onConfirm: (close: () => void) => void }) {
  const step = useConfirmStep({ title: 'Delete it?', message: 'Sure?', confirmLabel: 'Delete', onConfirm });
  return (
    <>
      <Button onClick={step.ask}>Ask</Button>
      {step.dialog}
    </>
  );
}

describe('useConfirmStep', () => {
  it('opens its dialog on ask, Cancel closes it, Confirm hands over the close', async () => {
    const onConfirm = vi.fn((close: () => void) => close());
    inMantine(<Asking onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
