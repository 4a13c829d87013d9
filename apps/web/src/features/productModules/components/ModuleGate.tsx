import { Skeleton } from '@mantine/core';
import type { GatedFeature } from '@penstock/domain';
import type { ReactNode } from 'react';
import { useFeatureGate } from '../hooks/useFeatureGate';
import { UpgradeAlert } from './UpgradeAlert';

/**
 * The content of a feature, or the spec's 'upgrade' alert instead when the feature's product module
 * is neither ACTIVE nor in TRIAL for the plant (the same rule refuses the calls on the server).
 */
export function ModuleGate({
  portfolioId,
  plantViewId,
  feature,
  children,
}: {
  portfolioId: string;
  plantViewId: string;
  feature: GatedFeature;
  children: ReactNode;
}) {
  const gate = useFeatureGate(portfolioId, plantViewId, feature);
  if (gate.status === 'pending') return <Skeleton h={120} radius="md" />;
  if (gate.status !== 'gated' || !gate.plant) return <>{children}</>;
  return <UpgradeAlert portfolioId={portfolioId} plant={gate.plant} feature={feature} />;
}
