import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm } from '@/ui/form/EntityForm';

/** What the page gives a create form: the save (the account's create call) and what follows it. */
export interface NewAccountFormProps<T> {
  onSubmit: (body: T) => unknown;
  onSuccess?: () => void;
}

/** A create form of an account kind: its fields in a column, nothing to guard (it lives in a dialog). */
export function NewAccountForm<S extends z.ZodType<FieldValues, FieldValues>>({
  children,
  ...form
}: NewAccountFormProps<z.output<S>> & { schema: S; values: z.input<S>; saveLabel: string; children: ReactNode }) {
  return (
    <EntityForm guardUnsaved={false} {...form}>
      <Stack gap="sm">{children}</Stack>
    </EntityForm>
  );
}
