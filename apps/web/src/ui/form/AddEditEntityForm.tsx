import { Stack } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, type EntityFormProps } from './EntityForm';

/**
 * The form of an add / edit dialog: its fields in a close stack; leaving with unsaved changes asks
 * only when an existing entity is edited (`editing`), a new one is simply not added.
 */
export function AddEditEntityForm<S extends z.ZodType<FieldValues, FieldValues>>({
  editing,
  children,
  ...form
}: Omit<EntityFormProps<S>, 'guardUnsaved'> & { editing: boolean }) {
  return (
    <EntityForm {...form} guardUnsaved={editing}>
      <Stack gap="sm">{children}</Stack>
    </EntityForm>
  );
}
