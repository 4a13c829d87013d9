import { Button } from '@mantine/core';
import { toggleStatus, type StatusSelection } from './listFilter';

export interface StatusFilterProps {
  label: string;
  options: readonly { value: string; label: string }[];
  selection: StatusSelection;
  onChange: (selection: StatusSelection) => void;
  texts: { all: string; none: string };
}

/** All, None and one toggle per status (spec 2 section 5: all/none; Active/Inactive). */
export function StatusFilter({ label, options, selection, onChange, texts }: StatusFilterProps) {
  const values = options.map((o) => o.value);
  const on = (value: string) => selection !== 'all' && selection !== 'none' && selection.includes(value);
  const button = (key: string, text: string, pressed: boolean, next: () => StatusSelection) => (
    <Button
      key={key}
      size="xs"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={() => onChange(next())}
    >
      {text}
    </Button>
  );
  return (
    <Button.Group aria-label={label}>
      {button('all', texts.all, selection === 'all', () => 'all')}
      {options.map((o) => button(o.value, o.label, on(o.value), () => toggleStatus(selection, o.value, values)))}
      {button('none', texts.none, selection === 'none', () => 'none')}
    </Button.Group>
  );
}
