import { useQuery } from '@tanstack/react-query';
import {
  FUTURE_LEVEL_TARGET_MODULE,
  futurePartNotEnforced,
  isModuleGatedType,
  moduleStatesOf,
  plantDenial,
  PRODUCT_LINK,
  PRODUCT_USER,
  type PlantView,
} from '@penstock/domain';
import { productModulesApi } from '@/features/productModules/api/productModulesApi';
import { ModuleUpgradeAlert } from '@/features/productModules/components/UpgradeAlert';

/**
 * The spec's 'upgrade' alert on a target-level constraint valid in the future of a plant without
 * Advanced Production Planning (spec 2 section 4): saved, but the optimiser and the violations keep
 * it only up to now. The rule is plantRights' enforceFutureLevelTargets, as the server applies it.
 * Nothing while the module states load or for other types.
 */
export function LevelTargetNotice({
  portfolioId,
  plant,
  constraint,
  now,
}: {
  portfolioId: string;
  plant: PlantView;
  constraint: { type_name: string; validity_end_timestamp_millis: number | null };
  now: number;
}) {
  const gated = isModuleGatedType(constraint.type_name);
  const modules = useQuery({ ...productModulesApi.one({ portfolioId }, plant.id), enabled: gated });
  if (!gated || !modules.data) return null;
  const denial = plantDenial('enforceFutureLevelTargets', PRODUCT_USER, PRODUCT_LINK, {
    plant_state: plant.plant_state,
    modules: moduleStatesOf(modules.data.modules),
  });
  if (denial === null || !futurePartNotEnforced(constraint, now, false)) return null;
  return (
    <ModuleUpgradeAlert
      portfolioId={portfolioId}
      plant={modules.data}
      module={FUTURE_LEVEL_TARGET_MODULE}
      message={denial}
      testId="level-target-upgrade"
    />
  );
}
