import { queryOptions, useQuery } from '@tanstack/react-query';
import { violationListSchema, type Violation } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export type { Violation };
export interface ViolationFilter {
  start: number;
  end: number;
  plants?: readonly string[];
  types?: readonly string[];
  search?: string;
}

const joined = (xs?: readonly string[]) => (xs && xs.length ? xs.join(',') : undefined);

/** GET portfolio/{id}/violations (viewConstraintViolations): spans of hours that break a constraint, with the upcoming/past split. */
export const violationsQueryOptions = (portfolioId: string, f: ViolationFilter) =>
  queryOptions({
    queryKey: [
      'violations',
      portfolioId,
      f.start,
      f.end,
      joined(f.plants) ?? '',
      joined(f.types) ?? '',
      f.search ?? '',
    ],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.portfolio.violations(portfolioId), {
        query: {
          'start-ts': f.start,
          'end-ts': f.end,
          plants: joined(f.plants),
          types: joined(f.types),
          search: f.search || undefined,
        },
        schema: violationListSchema,
        signal,
      }),
    // The detection task runs every 15 minutes: a minute-old answer is current enough.
    staleTime: 60_000,
  });

export const useViolations = (portfolioId: string, f: ViolationFilter) =>
  useQuery(violationsQueryOptions(portfolioId, f));
