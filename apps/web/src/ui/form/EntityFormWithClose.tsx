import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, type EntityFormProps } from './EntityForm';

/**
 * An EntityForm of a drawer or dialog: a Close button (then the caller's other actions) beside Save,
 * and a save that succeeds closes it.
 */
export function EntityFormWithClose<S extends z.ZodType<FieldValues, FieldValues>>({
  closeLabel,
  onClose,
  actions,
  ...form
}: Omit<EntityFormProps<S>, 'onSuccess'> & { closeLabel: string; onClose: () => void; actions?: ReactNode }) {
  return (
    <EntityForm
      {...form}
      onSuccess={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
          {actions}
        </>
      }
    />
  );
}
