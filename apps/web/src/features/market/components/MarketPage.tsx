import { Badge, Button, Modal, Stack, Tabs } from '@mantine/core';
import {
  MARKET_TEXTS,
  currencySymbol,
  type ForecastSource,
  type MarketRegion,
  type PricingIndex,
} from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { customersApi } from '@/features/administration/api/customersApi';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { countColumn, ListScreen, type ListScreenProps } from '@/ui/list/ListScreen';
import { listTexts } from '@/ui/list/listTexts';
import {
  forecastSourcesApi,
  indexWrites,
  priceRegionsApi,
  pricingIndexesApi,
  regionWrites,
  sourceWrites,
} from '../api/marketApi';
import { ForecastSourceForm } from './ForecastSourceForm';
import { PriceRegionForm } from './PriceRegionForm';
import { PricingIndexForm } from './PricingIndexForm';

const TABS = ['regions', 'sources', 'indexes'] as const;
type Tab = (typeof TABS)[number];

/**
 * Administration > Market (/{env}/admin/market?tab=regions|sources|indexes; spec 1 section 6: admins
 * add and edit price forecast sources): price regions with currency and zone, forecast sources
 * (shared or one customer's own) and pricing indexes. A selected row opens its form below the list.
 */
export function MarketPage() {
  useDeclareScreenTimezone(null);
  const { t } = useTranslation('admin');
  const { search, setSearch } = useScreen('market');
  const tab: Tab = (TABS as readonly string[]).includes(search.tab ?? '') ? (search.tab as Tab) : 'regions';
  const regions = useQuery(priceRegionsApi.list());
  const sources = useQuery({ ...forecastSourcesApi.list(), enabled: tab === 'sources' });
  const indexes = useQuery({ ...pricingIndexesApi.list(), enabled: tab === 'indexes' });
  const customers = useQuery({ ...customersApi.list(), enabled: tab === 'sources' });
  const saveRegion = regionWrites.useSave();
  const saveSource = sourceWrites.useSave();
  const saveIndex = indexWrites.useSave();
  const [adding, setAdding] = useState<Tab | null>(null);
  const regionList = regions.data ?? [];
  const regionName = (id: string) => regionList.find((r) => r.id === id)?.name ?? id;

  const regionColumns = [
    { key: 'name', header: t('market.field.name'), cell: (r: MarketRegion) => r.name },
    { key: 'id', header: t('market.field.id'), cell: (r: MarketRegion) => r.id },
    {
      key: 'currency',
      header: t('market.field.currency'),
      cell: (r: MarketRegion) => `${r.currency} (${currencySymbol(r.currency)})`,
    },
    { key: 'timezone', header: t('market.field.timezone'), cell: (r: MarketRegion) => r.timezone },
    countColumn('plants', t('market.field.plants'), (r: MarketRegion) => r.plants),
  ];
  const sourceColumns = [
    { key: 'name', header: t('market.field.name'), cell: (s: ForecastSource) => s.name },
    { key: 'region', header: t('market.field.region'), cell: (s: ForecastSource) => regionName(s.price_region_id) },
    {
      key: 'owner',
      header: t('market.field.owner'),
      cell: (s: ForecastSource) =>
        s.customer_name ?? (
          <Badge variant="light" color="gray">
            {MARKET_TEXTS.shared}
          </Badge>
        ),
      export: [
        { header: t('market.field.owner'), value: (s: ForecastSource) => s.customer_name ?? MARKET_TEXTS.shared },
      ],
    },
  ];
  const indexColumns = [
    { key: 'name', header: t('market.field.name'), cell: (i: PricingIndex) => i.name },
    { key: 'id', header: t('market.field.id'), cell: (i: PricingIndex) => i.id },
    { key: 'region', header: t('market.field.region'), cell: (i: PricingIndex) => regionName(i.price_region_id) },
    { key: 'description', header: t('market.field.description'), cell: (i: PricingIndex) => i.description || '–' },
  ];

  const tabs: { [K in Tab]: MarketTab<Row<K>> } = {
    regions: {
      query: regions,
      columns: regionColumns,
      rowProps: (r) => ({ 'data-region': r.id }),
      searchFields: (r) => [r.name, r.id, r.currency, r.timezone],
      form: (r, onSuccess) => (
        <PriceRegionForm
          key={r && `${r.id}:${r.version}`}
          region={r}
          onSubmit={({ id, ...fields }) => saveRegion(r, { id, ...fields }, fields)}
          onSuccess={onSuccess}
        />
      ),
      testId: 'region-table',
    },
    sources: {
      query: sources,
      columns: sourceColumns,
      rowProps: (s) => ({ 'data-source': s.name }),
      searchFields: (s) => [s.name, regionName(s.price_region_id), s.customer_name],
      form: (s, onSuccess) => (
        <ForecastSourceForm
          key={s && `${s.id}:${s.version}`}
          source={s}
          regions={regionList}
          customers={customers.data ?? []}
          onSubmit={(body) => saveSource(s, body, { name: body.name })}
          onSuccess={onSuccess}
        />
      ),
      testId: 'source-table',
    },
    indexes: {
      query: indexes,
      columns: indexColumns,
      rowProps: (i) => ({ 'data-index': i.id }),
      searchFields: (i) => [i.name, i.id, regionName(i.price_region_id), i.description],
      form: (i, onSuccess) => (
        <PricingIndexForm
          key={i && `${i.id}:${i.version}`}
          index={i}
          regions={regionList}
          onSubmit={(body) => saveIndex(i, body, { name: body.name, description: body.description })}
          onSuccess={onSuccess}
        />
      ),
      testId: 'index-table',
    },
  };
  const list = <K extends Tab>(k: K) => (
    <MarketList spec={tabs[k]} texts={listTexts(t, { table: t(`market.tab.${k}`), empty: t('market.empty') })} />
  );

  return (
    <Stack gap="lg">
      <PageHeader actions={<Button onClick={() => setAdding(tab)}>{t(`market.add.${tab}`)}</Button>} />
      <Tabs
        value={tab}
        onChange={(v) => setSearch({ tab: v === 'regions' ? undefined : (v ?? undefined) })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`market.tab.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((k) => (
          <Tabs.Panel key={k} value={k}>
            {list(k)}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={adding ? t(`market.add.${adding}`) : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {adding && tabs[adding].form(undefined, () => setAdding(null))}
      </Modal>
    </Stack>
  );
}

type Row<K extends Tab> = { regions: MarketRegion; sources: ForecastSource; indexes: PricingIndex }[K];

/** One tab of the screen: its list and the form of a row (edit) or, without a row, of a new one. */
interface MarketTab<T> {
  query: ListScreenProps<T>['query'];
  columns: ListScreenProps<T>['columns'];
  /** The attribute that names a row (for the journeys). */
  rowProps: (row: T) => Record<string, string>;
  searchFields: NonNullable<ListScreenProps<T>['searchFields']>;
  form: (row: T | undefined, onSuccess?: () => void) => ReactNode;
  testId: string;
}

/** A tab's list: rows selectable by id, the selected row's form below, a CSV export named after the tab. */
function MarketList<T extends { id: string }>({
  spec,
  texts,
}: {
  spec: MarketTab<T>;
  texts: ListScreenProps<T>['texts'];
}) {
  return (
    <ListScreen
      route="market"
      query={spec.query}
      columns={spec.columns}
      rowKey={(r) => r.id}
      rowProps={spec.rowProps}
      searchFields={spec.searchFields}
      selectable
      detail={(r) => spec.form(r)}
      texts={texts}
      export={{ fileName: texts.table }}
      testId={spec.testId}
    />
  );
}
