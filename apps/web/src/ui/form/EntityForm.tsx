import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../ConfirmDialog';
import { fieldErrorMessage } from '../fieldError';
import { runSubmit } from '../runSubmit';
import { SaveButton } from '../SaveButton';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { ReadOnlyContext } from './formReadOnly';

export interface EntityFormConfirm {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  /** The confirm button waits for an 'I am sure' tick (or this text's box). */
  requireCheck?: boolean | string;
}

export interface EntityFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The domain schema of the edited body: validated on blur, its errors in the spec's words. */
  schema: S;
  /** The entity's current values: the form is "changed" when it differs from them. */
  values: z.input<S>;
  /**
   * False makes the form read-only: fields disabled with 'You don't have permissions to change
   * this', Save with 'You don't have permissions to save'. Pass the shared rights answer, e.g.
   * `plantRights(user, portfolio, plant).editStaticData`.
   */
  canWrite?: boolean;
  /** Saves; may return false to keep the form as it is. A thrown error keeps it too (the mutation's toast tells). */
  onSubmit: (values: z.output<S>) => unknown;
  /** May veto the save (after the confirm dialog, when there is one). */
  beforeSubmit?: (values: z.output<S>) => boolean | Promise<boolean>;
  /** Asked before saving; Cancel vetoes. */
  confirm?: EntityFormConfirm;
  /** 10 ms after a save, once the form shows the saved values (e.g. close or navigate). */
  onSuccess?: (values: z.output<S>) => void;
  saveLabel?: string;
  /** Ask before leaving with unsaved changes (default true; needs the router). */
  guardUnsaved?: boolean;
  /** Buttons beside Save (e.g. Cancel). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A form for one entity, declared by its domain schema and its fields (FormTextField ...), with the
 * spec's rules (spec 1 sections 4-6): validation on blur, 'Required', Save only when changed,
 * read-only with the permission tooltips, the unsaved-changes guard, an optional confirm dialog
 * ('I am sure'), a vetoable submit that resets to the saved values and calls back after 10 ms.
 */
export function EntityForm<S extends z.ZodType<FieldValues, FieldValues>>(props: EntityFormProps<S>) {
  const { canWrite = true, guardUnsaved = true } = props;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as never, { error: fieldErrorMessage } as never) as never,
    defaultValues: props.values as DefaultValues<z.input<S>>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChangesGuard(guardUnsaved && canWrite && dirty);
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<(ok: boolean) => void>(() => {});
  const askConfirm = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (ok) => {
        setConfirming(false);
        resolve(ok);
      };
      setConfirming(true);
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      await runSubmit(values, {
        beforeSubmit: async (v) =>
          (!props.confirm || (await askConfirm())) && (!props.beforeSubmit || (await props.beforeSubmit(v))),
        onSubmit: props.onSubmit,
        reset: (v) => form.reset(v as never),
        onSuccess: props.onSuccess,
      });
    } catch (err) {
      // The save failed: the form keeps the user's values; the mutation's toast said why, and a
      // refusal naming fields of the form ({errors: [{path, message}]}) shows under those fields.
      for (const e of serverFieldErrors(err))
        if (form.getValues(e.path as never) !== undefined)
          form.setError(e.path as never, { type: 'server', message: e.message });
    }
  });

  return (
    <FormProvider {...form}>
      <ReadOnlyContext.Provider value={!canWrite}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            {props.children}
            <Group justify="flex-end" gap="sm">
              {props.actions}
              <SaveButton canWrite={canWrite} dirty={dirty} loading={form.formState.isSubmitting}>
                {props.saveLabel ?? 'Save'}
              </SaveButton>
            </Group>
          </Stack>
        </form>
      </ReadOnlyContext.Provider>
      {props.confirm && (
        <ConfirmDialog
          opened={confirming}
          title={props.confirm.title}
          message={props.confirm.message}
          confirmLabel={props.confirm.confirmLabel}
          requireCheck={props.confirm.requireCheck}
          onConfirm={() => answer.current(true)}
          onCancel={() => answer.current(false)}
        />
      )}
      {guard}
    </FormProvider>
  );
}

/** The `errors` of a refusal's body (400 problem details, or a 409 that names its field). */
function serverFieldErrors(err: unknown): { path: string; message: string }[] {
  const errors = (err as { body?: { errors?: unknown } } | null)?.body?.errors;
  return Array.isArray(errors)
    ? errors.filter(
        (e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string',
      )
    : [];
}
