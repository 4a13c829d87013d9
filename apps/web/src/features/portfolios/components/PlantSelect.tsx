import { Select, type SelectProps } from '@mantine/core';

/** A plant view to pick, by its id and name. */
export interface PlantOption {
  id: string;
  name: string;
}

/**
 * The pick of one plant of the portfolio: the plants by name, always one chosen once picked
 * (no deselect); `onChange` gets the plant's id.
 */
export function PlantSelect({
  plants,
  value,
  onChange,
  ...select
}: {
  plants: readonly PlantOption[];
  value: string | null;
  onChange: (plantViewId: string) => void;
} & Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'>) {
  return (
    <Select
      data={plants.map((p) => ({ value: p.id, label: p.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      {...select}
    />
  );
}
