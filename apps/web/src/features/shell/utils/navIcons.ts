import {
  IconActivity, IconAdjustments, IconBolt, IconBuildingFactory2, IconBriefcase, IconCalendarEvent, IconChartArea,
  IconChartBar, IconCoin, IconDroplet, IconFileDollar, IconGavel, IconLock, IconMap2, IconShieldCheck, IconUsers,
  IconAlertOctagon, IconListCheck, IconBuildingBank, type Icon,
} from '@tabler/icons-react';

export const NAV_ICONS: Record<string, Icon> = {
  cockpit: IconMap2,
  plant: IconChartArea,
  portfolio: IconBriefcase,
  waterValue: IconDroplet,
  reporting: IconChartBar,
  constraints: IconLock,
  reserves: IconShieldCheck,
  maintenance: IconCalendarEvent,
  powerMarket: IconBolt,
  liveData: IconActivity,
  actions: IconListCheck,
  optimization: IconAdjustments,
  violations: IconAlertOctagon,
  dayAheadBids: IconGavel,
  plants: IconBuildingFactory2,
  portfolios: IconCoin,
  customers: IconBuildingBank,
  users: IconUsers,
  commercial: IconFileDollar,
};
