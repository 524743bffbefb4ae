import type {
  DefinitionItem,
  DefinitionsResponse,
  UserDefinitionRequest,
} from '@nuzul/shared/definitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { useLanguage } from '../../app/use-language';
import { buildLookup, type DefinitionLookup } from './definitions-lookup';

export const definitionsQueryKey = ['definitions'] as const;

type DefinitionsData = DefinitionsResponse['data'];

/**
 * The lookup data (seeded and the owner's own). It changes rarely: the answer is kept for an
 * hour, and the API's ETag makes a reload cheap.
 */
export function useDefinitionsQuery() {
  return useQuery<DefinitionsData, ApiError>({
    queryKey: definitionsQueryKey,
    queryFn: ({ signal }) => apiGet<DefinitionsData>('/definitions', { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
  });
}

export interface DefinitionsState {
  lookup: DefinitionLookup;
  isPending: boolean;
  error: ApiError | null;
  refetch: () => void;
}

const noItems: DefinitionItem[] = [];

/** The definitions indexed, with names in the current language. */
export function useDefinitions(): DefinitionsState {
  const query = useDefinitionsQuery();
  const { language } = useLanguage();
  const items = query.data?.items ?? noItems;
  const lookup = useMemo(() => buildLookup(items, language), [items, language]);
  return {
    lookup,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export function useCreateUserDefinition() {
  const client = useQueryClient();
  return useMutation<DefinitionItem, ApiError, UserDefinitionRequest>({
    mutationFn: (body) => apiPost<DefinitionItem>('/definitions/user', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: definitionsQueryKey }),
  });
}

export function useDeleteUserDefinition() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => apiDelete(`/definitions/user/${id}`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: definitionsQueryKey }),
  });
}
