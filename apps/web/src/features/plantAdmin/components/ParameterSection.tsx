import type { PlantRights } from '@penstock/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { endpoints } from '@/api/endpoints';
import { EntityForm } from '@/ui/form/EntityForm';
import { QueryView } from '@/ui/QueryView';
import { usePlantPart, usePlantWrite, type PlantScope } from '../api/plantApi';
import type { ParameterDoc } from '../utils/parameterDocs';
import { SettingsSection } from './SettingsSection';

export const SETTINGS_TOASTS = {
  success: 'The settings were saved successfully',
  error: { title: 'Settings could not be saved', generic: 'The settings could not be saved due to an error' },
};

/**
 * A versioned parameter document of the plant (strategy, analytics, nomination) as a General tab
 * section: loaded, edited in one form (its fields are the children), saved to its path with the
 * version it was loaded at.
 */
export function ParameterSection<T extends { version: number }, S extends z.ZodType<FieldValues, FieldValues>>({
  scope,
  rights,
  doc,
  children,
}: {
  scope: PlantScope;
  rights: PlantRights;
  doc: ParameterDoc<T, S>;
  children: ReactNode;
}) {
  const { t } = useTranslation('plants');
  const query = usePlantPart(scope, doc.what, doc.loaded);
  const save = usePlantWrite<z.output<S>, unknown>(scope, {
    method: doc.method,
    path: () => endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, doc.what),
    body: (v) => ({ ...v, version: query.data?.version }),
    toasts: SETTINGS_TOASTS,
  });
  return (
    <SettingsSection
      scope={scope}
      title={t(doc.title)}
      historyPath={`${doc.what}/history`}
      help={doc.help && t(doc.help)}
    >
      <QueryView query={query} pending={null}>
        {(loaded) => (
          <EntityForm
            key={loaded.version}
            schema={doc.schema}
            values={doc.values(loaded)}
            canWrite={rights[doc.right]}
            onSubmit={(v) => save.mutateAsync(v)}
          >
            {children}
          </EntityForm>
        )}
      </QueryView>
    </SettingsSection>
  );
}
