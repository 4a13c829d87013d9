import type { OutageUnit } from '../hooks/useOutageUnits';

/** What the maintenance screen gives each of its drawers (edit or create an outage, create one optimally). */
export interface OutageDrawerProps {
  portfolioId: string;
  units: readonly OutageUnit[];
  /** preselected plant of a new outage */
  plantViewId?: string;
  canWrite: (plantViewId: string) => boolean;
  onClose: () => void;
}
