import type { ComponentType } from 'react';
import type { RouteName } from '@penstock/domain';
import { lazyPage } from './lazyPage';

/** Each screen is its own lazily loaded chunk. */
const emptyPortfolio = lazyPage(() =>
  import('@/features/emptyPortfolio/components/EmptyPortfolioPage').then((m) => ({ default: m.EmptyPortfolioPage })),
);

const cockpitMap = lazyPage(() =>
  import('@/features/cockpitMap/components/CockpitMapPage').then((m) => ({ default: m.CockpitMapPage })),
);

const portfolioOverview = lazyPage(() =>
  import('@/features/portfolioOverview/components/PortfolioOverviewPage').then((m) => ({
    default: m.PortfolioOverviewPage,
  })),
);

const reporting = lazyPage(() =>
  import('@/features/reporting/components/ReportingPage').then((m) => ({ default: m.ReportingPage })),
);

const powerPrices = lazyPage(() =>
  import('@/features/powerPrices/components/PowerPricesPage').then((m) => ({ default: m.PowerPricesPage })),
);

const waterValue = lazyPage(() =>
  import('@/features/waterValue/components/WaterValuePage').then((m) => ({ default: m.WaterValuePage })),
);

type ProtectedRouteName = Exclude<RouteName, 'index' | 'login' | 'forgotPassword' | 'resetPassword'>;

/** The screen of every protected route. */
export const SCREENS: Record<ProtectedRouteName, ComponentType> = {
  emptyPortfolio,
  cockpitMap,
  cockpitCharts: lazyPage(() =>
    import('@/features/cockpit/components/CockpitChartsPage').then((m) => ({ default: m.CockpitChartsPage })),
  ),
  portfolioOverview,
  waterValue,
  plantReporting: reporting,
  portfolioReporting: reporting,
  constraints: lazyPage(() =>
    import('@/features/constraints/components/ConstraintsPage').then((m) => ({ default: m.ConstraintsPage })),
  ),
  maintenances: lazyPage(() =>
    import('@/features/maintenance/components/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
  ),
  powerPrices,
  reserves: lazyPage(() =>
    import('@/features/reserves/components/ReservesPage').then((m) => ({ default: m.ReservesPage })),
  ),
  plants: lazyPage(() =>
    import('@/features/plantAdmin/components/PlantsPage').then((m) => ({ default: m.PlantsPage })),
  ),
  plantSettings: lazyPage(() =>
    import('@/features/plantAdmin/components/PlantSettingsPage').then((m) => ({ default: m.PlantSettingsPage })),
  ),
  customers: lazyPage(() =>
    import('@/features/administration/components/CustomersPage').then((m) => ({ default: m.CustomersPage })),
  ),
  customerDetails: lazyPage(() =>
    import('@/features/administration/components/CustomerDetailsPage').then((m) => ({
      default: m.CustomerDetailsPage,
    })),
  ),
  market: lazyPage(() => import('@/features/market/components/MarketPage').then((m) => ({ default: m.MarketPage }))),
  portfolios: lazyPage(() =>
    import('@/features/administration/components/PortfoliosPage').then((m) => ({ default: m.PortfoliosPage })),
  ),
  portfolioDetails: lazyPage(() =>
    import('@/features/administration/components/PortfolioDetailsPage').then((m) => ({
      default: m.PortfolioDetailsPage,
    })),
  ),
  managePlantView: lazyPage(() =>
    import('@/features/administration/components/ManagePlantViewPage').then((m) => ({
      default: m.ManagePlantViewPage,
    })),
  ),
  users: lazyPage(() => import('@/features/users/components/UsersPage').then((m) => ({ default: m.UsersPage }))),
  insightUser: lazyPage(() =>
    import('@/features/users/components/InsightUserPage').then((m) => ({ default: m.InsightUserPage })),
  ),
  apiUser: lazyPage(() => import('@/features/users/components/ApiUserPage').then((m) => ({ default: m.ApiUserPage }))),
  commercial: lazyPage(() =>
    import('@/features/productModules/components/CommercialPage').then((m) => ({ default: m.CommercialPage })),
  ),
  liveData: lazyPage(() =>
    import('@/features/liveData/components/LiveDataPage').then((m) => ({ default: m.LiveDataPage })),
  ),
  actions: lazyPage(() =>
    import('@/features/actions/components/ActionsPage').then((m) => ({ default: m.ActionsPage })),
  ),
  optimization: lazyPage(() =>
    import('@/features/optimization/components/OptimizationPage').then((m) => ({ default: m.OptimizationPage })),
  ),
  violations: lazyPage(() =>
    import('@/features/violations/components/ViolationsPage').then((m) => ({ default: m.ViolationsPage })),
  ),
  dayAheadBids: lazyPage(() =>
    import('@/features/bids/components/DayAheadBidsPage').then((m) => ({ default: m.DayAheadBidsPage })),
  ),
};
