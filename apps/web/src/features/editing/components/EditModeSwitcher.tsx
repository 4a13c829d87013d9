import { Group, SegmentedControl, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDIT_MODE_BASES, editModeOf, type CockpitEditMode, type EditModeSpec } from '../utils/editModes';

/** Switches between the twelve edit modes: what (generation ... inflow) and actual or plan. */
export function EditModeSwitcher({
  spec,
  onChange,
}: {
  spec: EditModeSpec;
  onChange: (mode: CockpitEditMode) => void;
}) {
  const { t } = useTranslation('editing');
  return (
    <Group gap="md">
      <SegmentedControl
        aria-label={t('switcher.label')}
        value={spec.base}
        data={EDIT_MODE_BASES.map((b) => ({ value: b, label: t(`bases.${b}`) }))}
        onChange={(b) => onChange(editModeOf(b as EditModeSpec['base'], spec.kind))}
      />
      <Switch
        label={t('switcher.plan')}
        checked={spec.kind === 'plan'}
        onChange={(e) => onChange(editModeOf(spec.base, e.currentTarget.checked ? 'plan' : 'actual'))}
      />
    </Group>
  );
}
