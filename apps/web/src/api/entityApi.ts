import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { historySchema } from '@penstock/domain';
import type { ApiTarget, QueryParams } from './apiPaths';
import { apiRequest, type ResponseParser } from './client';
import type { MutationToasts } from './mutationToasts';

/** The ids an entity's paths need besides its own, e.g. { portfolioId, plantViewId }; void for none. */
export type EntityScope = Record<string, string> | void;

/** The scope of the entities of one portfolio (maintenance, grid reserves, product modules, plant views ...). */
export type PortfolioScope = { portfolioId: string };

export interface EntityApiSpec<T, S extends EntityScope> {
  /** First element of every query key of the entity, e.g. 'constraints'. */
  key: string;
  /** The domain schema of one row (the list is an array of it). */
  schema: ResponseParser<T>;
  /** A row's id, to replace it in the cached list: its `id` unless said otherwise (rows without an `id` must say). */
  idOf?: (row: T) => string;
  /** GET list, POST create. */
  listPath: (scope: S) => ApiTarget;
  /** GET one, PUT update, DELETE (omit when the entity has no item paths). */
  itemPath?: (scope: S, id: string) => ApiTarget;
  /** Query of the list call, e.g. { limit: 10 }. */
  listQuery?: QueryParams;
  /** Keys of other entities that every change of this one also refreshes (users and API accounts share one table). */
  related?: string[];
}

/** Where a mutation's answer goes in the cached list before the list is fetched again. */
export type ListPlacement = 'replace' | 'prepend' | 'append' | 'remove' | 'none';

/** A call whose answer is not a row (a job, a one-time secret): the answer is returned and the scope fetched again. */
export interface EntityActionOptions<V, R> {
  call: (variables: V) => Promise<R>;
  toasts?: MutationToasts<R, V>;
}

export interface EntityMutationOptions<T, V> {
  /** The call; its answer is the changed row (ignored for 'remove' and 'none'). */
  call: (variables: V) => Promise<T>;
  place: ListPlacement;
  /** For 'remove': the id of the removed row. */
  removedId?: (variables: V) => string;
  toasts?: MutationToasts<T, V>;
}

const scopeKey = (scope: EntityScope): string[] =>
  scope
    ? Object.keys(scope)
        .sort()
        .map((k) => scope[k])
    : [];

/**
 * Query options and mutations of one entity kind, declared once: list / one / create / update /
 * delete against its paths with its domain schema and query keys. A mutation's answer replaces
 * (or is added to, or removed from) the cached list and its `one` entry at once, then the scope's
 * queries are invalidated so the server's order and derived fields come back. Toasts are the
 * mutation's `meta` (see mutationToasts.ts).
 *
 *   export const constraintsApi = entityApi({ key: 'constraints', schema: constraintSchema,
 *     listPath: (s: { portfolioId: string }) => endpoints.constraints(s.portfolioId),
 *     itemPath: (s, id) => endpoints.constraint(s.portfolioId, id) });
 *   const list = useQuery(constraintsApi.list({ portfolioId }));
 *   const save = constraintsApi.useUpdate({ portfolioId }, { success: '...', error: { title, generic } });
 *   save.mutate({ id, body });
 *
 * Every write of a row goes through here (`useCreate`, `useUpdate`, `usePatch`, `useRemove`, `useMutation` for
 * other calls that answer a row, `useAction` for calls that answer something else). Written another
 * way, on purpose, because they are not rows of a list: series edits and CSV uploads
 * (editing/hooks/useSaveFlow, useUpload: values with conflict and handling dialogs), a plant's admin
 * parts (plantAdmin/api/plantApi usePlantWrite: documents under one plant view, refreshing every
 * admin query of the plant), a plant view's component assignment (administration/api/
 * plantViewComponentsApi: one versioned document), the user's settings (settings/api/putUserSetting:
 * optimistic, rolled back on failure), the contact form (a message, nothing stored to list) and
 * downloads (export, price forecast: no write; useMutation only for the pending state).
 */
export function entityApi<T, S extends EntityScope = void>(spec: EntityApiSpec<T, S>) {
  const idOf = spec.idOf ?? ((row: T) => (row as { id: string }).id);
  const listSchema: ResponseParser<T[]> = {
    parse: (data) => {
      if (!Array.isArray(data)) throw new TypeError(`${spec.key}: expected a list`);
      return data.map((row) => spec.schema.parse(row));
    },
  };
  const itemPath = (scope: S, id: string) => {
    if (!spec.itemPath) throw new Error(`${spec.key} has no item path`);
    return spec.itemPath(scope, id);
  };

  const keys = {
    all: [spec.key] as const,
    scope: (scope: S): QueryKey => [spec.key, ...scopeKey(scope)],
    list: (scope: S): QueryKey => [...keys.scope(scope), 'list'],
    one: (scope: S, id: string): QueryKey => [...keys.scope(scope), 'one', id],
  };

  const list = (scope: S) =>
    queryOptions({
      queryKey: keys.list(scope),
      queryFn: ({ signal }) => apiRequest(spec.listPath(scope), { query: spec.listQuery, schema: listSchema, signal }),
    });
  const one = (scope: S, id: string) =>
    queryOptions({
      queryKey: keys.one(scope, id),
      queryFn: ({ signal }) => apiRequest(itemPath(scope, id), { schema: spec.schema, signal }),
    });

  /**
   * Another read under the entity's scope (a range of the list, a row's history, a figure the rows
   * decide), keyed `[...keys.scope(scope), ...key]`: every change of the entity refreshes it.
   */
  const read = <R>(
    scope: S,
    key: readonly unknown[],
    target: ApiTarget,
    options: { schema: ResponseParser<R>; query?: QueryParams },
  ) =>
    queryOptions({
      queryKey: [...keys.scope(scope), ...key],
      queryFn: ({ signal }) => apiRequest(target, { query: options.query, schema: options.schema, signal }),
    });
  /** The rows overlapping [from, to) (UTC ms): the list path with start-ts, end-ts and `query`, under the list's key. */
  const listIn = (scope: S, from: number, to: number, query?: QueryParams) =>
    read(scope, ['list', from, to], spec.listPath(scope), {
      schema: listSchema,
      query: { ...query, 'start-ts': from, 'end-ts': to },
    });
  /** Every change of one row, newest first (GET `target`, the row's history path). */
  const history = (scope: S, id: string, target: ApiTarget) =>
    read(scope, ['history', id], target, { schema: historySchema });

  /** "Replace in list, then invalidate". */
  function applyToCache<V>(client: QueryClient, scope: S, options: EntityMutationOptions<T, V>, row: T, variables: V) {
    const id =
      options.place === 'remove' ? options.removedId?.(variables) : options.place === 'none' ? undefined : idOf(row);
    client.setQueryData<T[]>(keys.list(scope), (rows) => {
      if (!rows || id === undefined) return rows;
      switch (options.place) {
        case 'replace':
          return rows.map((r) => (idOf(r) === id ? row : r));
        case 'prepend':
          return [row, ...rows.filter((r) => idOf(r) !== id)];
        case 'append':
          return [...rows.filter((r) => idOf(r) !== id), row];
        case 'remove':
          return rows.filter((r) => idOf(r) !== id);
        default:
          return rows;
      }
    });
    if (id !== undefined && options.place !== 'remove') client.setQueryData(keys.one(scope, id), row);
    if (id !== undefined && options.place === 'remove') client.removeQueries({ queryKey: keys.one(scope, id) });
    refresh(client, scope);
  }

  function refresh(client: QueryClient, scope: S) {
    void client.invalidateQueries({ queryKey: keys.scope(scope) });
    for (const key of spec.related ?? []) void client.invalidateQueries({ queryKey: [key] });
  }

  /** Any change of a row: a custom call (e.g. pause a task) with where its answer goes in the list. */
  function useEntityMutation<V>(scope: S, options: EntityMutationOptions<T, V>) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: options.call,
      onSuccess: (row, variables) => applyToCache(client, scope, options, row, variables),
      meta: { toasts: options.toasts },
    });
  }

  function useWrite<B>(scope: S, method: 'PUT' | 'PATCH', toasts?: MutationToasts<T, { id: string; body: B }>) {
    return useEntityMutation<{ id: string; body: B }>(scope, {
      call: ({ id, body }) => apiRequest(itemPath(scope, id), { method, body, schema: spec.schema }),
      place: 'replace',
      toasts,
    });
  }

  function useAction<V, R>(scope: S, options: EntityActionOptions<V, R>) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: options.call,
      onSuccess: () => refresh(client, scope),
      meta: { toasts: options.toasts },
    });
  }

  return {
    keys,
    /** Query options of the list, to spread (`{ ...api.list(scope), refetchInterval }`) or prefetch. */
    list,
    one,
    read,
    listIn,
    history,
    useList: (scope: S) => useQuery(list(scope)),
    useOne: (scope: S, id: string | null) => useQuery({ ...one(scope, id ?? ''), enabled: !!id }),
    useMutation: useEntityMutation,
    useAction,
    /** POST the body to the list path; the new row goes to the end of the list. */
    useCreate: <B>(scope: S, toasts?: MutationToasts<T, B>) =>
      useEntityMutation<B>(scope, {
        call: (body) => apiRequest(spec.listPath(scope), { method: 'POST', body, schema: spec.schema }),
        place: 'append',
        toasts,
      }),
    /** PUT the body to the row's path; the answer replaces the row. */
    useUpdate: <B>(scope: S, toasts?: MutationToasts<T, { id: string; body: B }>) => useWrite<B>(scope, 'PUT', toasts),
    /** PATCH the changed fields to the row's path; the answer replaces the row. */
    usePatch: <B>(scope: S, toasts?: MutationToasts<T, { id: string; body: B }>) => useWrite<B>(scope, 'PATCH', toasts),
    /** DELETE the row's path; the row leaves the list. */
    useRemove: (scope: S, toasts?: MutationToasts<T, string>) =>
      useEntityMutation<string>(scope, {
        call: async (id) => (await apiRequest(itemPath(scope, id), { method: 'DELETE' })) as T,
        place: 'remove',
        removedId: (id) => id,
        toasts,
      }),
  };
}

export type EntityApi<T, S extends EntityScope = void> = ReturnType<typeof entityApi<T, S>>;
