import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { endpoints, type PLANT_ADMIN_HISTORIES } from '@/api/endpoints';
import { EntityForm } from '@/ui/form/EntityForm';
import { QueryView, type QueryLike } from '@/ui/QueryView';
import { usePlantWrite, type PlantScope } from '../api/plantApi';
import { SettingsSection } from './SettingsSection';

export const SETTINGS_TOASTS = {
  success: 'The settings were saved successfully',
  error: { title: 'Settings could not be saved', generic: 'The settings could not be saved due to an error' },
};

/**
 * A versioned parameter document of the plant (strategy, analytics, nomination) as a General tab
 * section: loaded, edited in one form, saved to its path with the version it was loaded at.
 */
export function ParameterSection<T extends { version: number }, S extends z.ZodType<FieldValues, FieldValues>>({
  scope,
  what,
  method,
  title,
  help,
  query,
  schema,
  values,
  canWrite,
  children,
}: {
  scope: PlantScope;
  /** The document's path under the plant view; its history is `<what>/history`. */
  what: (typeof PLANT_ADMIN_HISTORIES)[number];
  method: 'PUT' | 'PATCH';
  title: string;
  help?: string;
  query: QueryLike<T>;
  schema: S;
  values: (loaded: T) => z.input<S>;
  canWrite: boolean;
  children: ReactNode;
}) {
  const save = usePlantWrite<z.output<S>, unknown>(scope, {
    method,
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, what),
    body: (v) => ({ ...v, version: query.data?.version }),
    toasts: SETTINGS_TOASTS,
  });
  return (
    <SettingsSection scope={scope} title={title} historyPath={`${what}/history`} help={help}>
      <QueryView query={query} pending={null}>
        {(loaded) => (
          <EntityForm
            key={loaded.version}
            schema={schema}
            values={values(loaded)}
            canWrite={canWrite}
            onSubmit={(v) => save.mutateAsync(v)}
          >
            {children}
          </EntityForm>
        )}
      </QueryView>
    </SettingsSection>
  );
}
