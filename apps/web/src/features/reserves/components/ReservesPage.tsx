import { Skeleton, Stack } from '@mantine/core';
import { featureAvailable, moduleStatesOf } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useScreen } from '@/app/router/useScreen';
import { productModulesApi } from '@/features/productModules/api/productModulesApi';
import { UpgradeAlert } from '@/features/productModules/components/UpgradeAlert';
import { PlannedNote } from '@/features/screens/components/PlannedScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';

/**
 * Reserves (/{env}/reserves/{portfolioId}): grid reserves need the grid_reserves product module per
 * plant. Each plant of the portfolio without it gets the 'upgrade' alert; the screen's content (still
 * the planned note) is shown while any plant has it, or when the module states cannot be read (the
 * server refuses the gated calls itself).
 */
export function ReservesPage() {
  const { params } = useScreen('reserves');
  const plants = useQuery(productModulesApi.list({ portfolioId: params.portfolioId }));
  const gated = (plants.data ?? []).filter((p) => !featureAvailable('gridReserves', moduleStatesOf(p.modules)));
  const anyAvailable = !plants.data || plants.data.length === 0 || gated.length < plants.data.length;
  return (
    <Stack gap="lg">
      <PageHeader />
      {plants.isPending ? (
        <Skeleton h={120} radius="md" data-testid="reserves-pending" />
      ) : (
        <>
          {gated.map((p) => (
            <UpgradeAlert key={p.plant_view_id} portfolioId={params.portfolioId} plant={p} feature="gridReserves" />
          ))}
          {anyAvailable && <PlannedNote />}
        </>
      )}
    </Stack>
  );
}
