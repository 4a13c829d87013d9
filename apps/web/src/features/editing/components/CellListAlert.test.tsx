import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellListAlert } from './CellListAlert';

const show = (count: number) =>
  render(
    <MantineProvider env="test">
      <CellListAlert
        title="Not saved"
        intro="These cells:"
        lines={Array.from({ length: count }, (_, i) => ({ key: String(i), text: `cell ${i}` }))}
        testId="cells"
      />
    </MantineProvider>,
  );

describe('CellListAlert', () => {
  it('shows nothing without cells', () => {
    show(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('names the first ten cells under its title and intro', () => {
    show(12);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('These cells:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `cell ${i}`),
    );
  });
});
