import { useSearchParams } from 'react-router';
import type { SearchFilterKey } from '../../../../../shared/search/parse-query';
import type { SearchRequest } from '../api/search-properties';

/** The chips in the order they are shown (and the keys the API accepts in `omit`). */
export const CHIP_KEYS = ['rent', 'types', 'location', 'bedrooms', 'bathrooms', 'budget', 'garage', 'fireplace', 'finishedBasement', 'airConditioning'] as const satisfies readonly SearchFilterKey[];

const isChipKey = (key: string): key is SearchFilterKey => (CHIP_KEYS as readonly string[]).includes(key);

/** `?q=…&sans=garage,budget`: unknown keys (an old or hand-edited link) are ignored rather than refused. */
export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const q = (params.get('q') ?? '').trim().slice(0, 300);
  const omit = [...new Set((params.get('sans') ?? '').split(',').map((k) => k.trim()).filter(isChipKey))];
  return { q, omit };
}

/** The URL is the state: a new sentence or a removed chip is a history entry (back undoes it), and a link shares it. */
export function useSearchRequest() {
  const [params, setParams] = useSearchParams();
  const request = parseSearchRequest(params);

  function write(next: SearchRequest) {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.omit.length) search.set('sans', next.omit.join(','));
    setParams(search, { preventScrollReset: true });
  }

  return {
    request,
    submit: (q: string) => write({ q: q.trim(), omit: [] }),
    remove: (key: SearchFilterKey) => write({ ...request, omit: [...request.omit, key] }),
    restore: () => write({ ...request, omit: [] }),
  };
}
