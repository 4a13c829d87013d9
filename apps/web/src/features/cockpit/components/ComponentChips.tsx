import { Chip, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isSelected,
  SELECTABLE_TYPES,
  SELECTION_PARAMS,
  toggleSelection,
  type ComponentSelection,
  type SelectableComponent,
} from '../utils/componentSelection';

export interface ComponentChipsProps {
  components: SelectableComponent[];
  selection: ComponentSelection;
  status: 'pending' | 'error' | 'success';
  /** The new query value of one type's key (undefined: all selected). */
  onChange: (param: string, value: string | undefined) => void;
}

/** Multi-select chips per component type; the selection lives in the query (turbine, pump, ...). */
export function ComponentChips({ components, selection, status, onChange }: ComponentChipsProps) {
  const { t } = useTranslation('cockpit');
  if (status === 'pending') return <Skeleton height={26} width={360} />;
  if (status === 'error')
    return (
      <Text size="sm" c="destructive">
        {t('components.failed')}
      </Text>
    );
  if (!components.length)
    return (
      <Text size="sm" c="dimmed">
        {t('components.none')}
      </Text>
    );
  return (
    <Group gap="md" role="group" aria-label={t('components.label')} data-testid="component-chips">
      {SELECTABLE_TYPES.map((type) => {
        const ofType = components.filter((c) => c.type === type);
        if (!ofType.length) return null;
        return (
          <Group key={type} gap={6} role="group" aria-label={t(`components.${type}`)}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(`components.${type}`)}
            </Text>
            {ofType.map((c) => (
              <Chip
                key={c.id}
                size="xs"
                checked={isSelected(selection, c)}
                onChange={() => onChange(SELECTION_PARAMS[type], toggleSelection(selection, components, c))}
              >
                {c.name}
              </Chip>
            ))}
          </Group>
        );
      })}
    </Group>
  );
}
