import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's page lives in the URL (`?page=2`): a reload or the back button keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      );
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, setPage];
}
