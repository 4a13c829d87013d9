import { Skeleton, Stack } from '@mantine/core';
import { useScreen } from '@/app/router/useScreen';
import { useGatedPlants } from '@/features/productModules/hooks/useGatedPlants';
import { UpgradeAlert } from '@/features/productModules/components/UpgradeAlert';
import { PlannedNote } from '@/features/screens/components/PlannedScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';

/**
 * Reserves (/{env}/reserves/{portfolioId}): grid reserves need the grid_reserves product module per
 * plant. Each plant of the portfolio without it gets the 'upgrade' alert; the screen's content (still
 * the planned note) is shown while any plant has it, or when the module states cannot be read (the
 * server refuses the gated calls itself).
 */
export function ReservesPage() {
  const { params } = useScreen('reserves');
  const { pending, gated, anyAvailable } = useGatedPlants(params.portfolioId, 'gridReserves');
  // This screen shows no times: no timezone tag (issue 27 item 17).
  useDeclareScreenTimezone(null);
  return (
    <Stack gap="lg">
      <PageHeader />
      {pending ? (
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
