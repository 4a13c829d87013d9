import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  areaBidSchema,
  bidRunSchema,
  bidVersionSchema,
  dayAheadBidSchema,
  type BidCurveSet,
  type BidRun,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export interface BidScope {
  portfolioId: string;
  plantViewId: string;
}

/** Query keys of the bids area: everything of a plant under its scope, so a save refreshes them all. */
export const bidKeys = {
  all: ['bids'] as const,
  plant: (s: BidScope) => [...bidKeys.all, s.portfolioId, s.plantViewId] as const,
  day: (s: BidScope, date: string) => [...bidKeys.plant(s), 'day', date] as const,
  version: (s: BidScope, id: string) => [...bidKeys.plant(s), 'version', id] as const,
  run: (s: BidScope, id: string) => [...bidKeys.plant(s), 'run', id] as const,
  area: (portfolioId: string, area: string, date: string) => [...bidKeys.all, portfolioId, 'area', area, date] as const,
};

/** The plant's bid of the delivery day: latest version, versions, deadline, capacity, newest run. */
export const bidDayQuery = (s: BidScope, date: string) =>
  queryOptions({
    queryKey: bidKeys.day(s, date),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.bid(s.portfolioId, s.plantViewId), {
        query: { date },
        schema: dayAheadBidSchema,
        signal,
      }),
  });
export const useBidDay = (s: BidScope, date: string) =>
  useQuery({ ...bidDayQuery(s, date), enabled: !!s.plantViewId && !!date });

/** One version with its curves (the diff's other side); versions never change, so they stay fresh. */
export const useBidVersion = (s: BidScope, id: string | null) =>
  useQuery({
    queryKey: bidKeys.version(s, id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.bidVersion(s.portfolioId, s.plantViewId, id!), { schema: bidVersionSchema, signal }),
    enabled: !!id,
    staleTime: Infinity,
  });

/** A generation run, asked every second until it ends. */
export const useBidRun = (s: BidScope, run: BidRun | null) =>
  useQuery({
    queryKey: bidKeys.run(s, run?.id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.bidRun(s.portfolioId, s.plantViewId, run!.id), { schema: bidRunSchema, signal }),
    enabled: !!run && (run.status === 'queued' || run.status === 'running'),
    refetchInterval: (q) => (q.state.data && !['queued', 'running'].includes(q.state.data.status) ? false : 1000),
  });

export const useAreaBid = (portfolioId: string, area: string | null, date: string) =>
  useQuery({
    queryKey: bidKeys.area(portfolioId, area ?? '', date),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.portfolio.areaBid(portfolioId), {
        query: { date, area: area! },
        schema: areaBidSchema,
        signal,
      }),
    enabled: !!area,
  });

const useRefresh = (s: BidScope) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bidKeys.plant(s) }),
      client.invalidateQueries({ queryKey: [...bidKeys.all, s.portfolioId, 'area'] }),
    ]);
};

/** A new version from the edited curves; a 400 lists every problem (shown by the page, no toast). */
export function useSaveBidVersion(s: BidScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (v: { date: string; curves: BidCurveSet; basedOn?: string }) =>
      apiRequest(endpoints.plant.bid(s.portfolioId, s.plantViewId, 'version'), {
        method: 'POST',
        body: v,
        schema: bidVersionSchema,
      }),
    onSuccess: refresh,
    meta: {
      toasts: {
        success: 'The bid version was saved',
        error: { title: 'The bid could not be saved', generic: 'The bid could not be saved due to an error' },
        handled: (e) => (e as { status?: number }).status === 400,
      },
    },
  });
}

export function useGenerateBid(s: BidScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (v: { date: string; scenarios?: number }) =>
      apiRequest(endpoints.plant.bid(s.portfolioId, s.plantViewId, 'generate'), {
        method: 'POST',
        body: v,
        schema: bidRunSchema,
      }),
    onSuccess: refresh,
    meta: {
      toasts: {
        error: { title: 'The generation could not start', generic: 'The generation could not start due to an error' },
      },
    },
  });
}

export function useCancelBidRun(s: BidScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (runId: string) =>
      apiRequest(endpoints.plant.bidRun(s.portfolioId, s.plantViewId, runId), {
        method: 'DELETE',
        schema: bidRunSchema,
      }),
    onSuccess: refresh,
    meta: { toasts: { error: { title: 'The run could not be cancelled', generic: 'The run could not be cancelled' } } },
  });
}

/** The version's CSV as the server writes it (the bid becomes exported). */
export function useExportBid(s: BidScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (versionId: string) =>
      apiRequest<string>(endpoints.plant.bidVersion(s.portfolioId, s.plantViewId, versionId, 'export'), {
        query: { format: 'csv' },
        responseAs: 'text',
      }),
    onSuccess: refresh,
    meta: { toasts: { error: { title: 'The export failed', generic: 'The bid could not be exported' } } },
  });
}

/** Draft or final (exported is set by the export). */
export function useSetBidState(s: BidScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (v: { date: string; state: 'draft' | 'final' }) =>
      apiRequest(endpoints.plant.bid(s.portfolioId, s.plantViewId, 'state'), {
        method: 'PUT',
        body: v,
        schema: dayAheadBidSchema,
      }),
    onSuccess: refresh,
    meta: { toasts: { error: { title: 'The state could not be changed', generic: 'The state could not be changed' } } },
  });
}
