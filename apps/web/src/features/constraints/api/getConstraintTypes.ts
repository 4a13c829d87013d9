import { queryOptions, useQuery } from '@tanstack/react-query';
import { constraintTypeListSchema, type ConstraintType } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { constraintsApi } from './constraintsApi';

/** The catalogue changes with a release only: kept for an hour. */
export const constraintTypesQueryOptions = (portfolioId: string) =>
  queryOptions({
    queryKey: [...constraintsApi.keys.all, portfolioId, 'types'],
    queryFn: ({ signal }): Promise<ConstraintType[]> =>
      apiRequest(endpoints.portfolio.constraintTypes(portfolioId), { schema: constraintTypeListSchema, signal }),
    staleTime: 3_600_000,
  });

export const useConstraintTypes = (portfolioId: string) => useQuery(constraintTypesQueryOptions(portfolioId));
