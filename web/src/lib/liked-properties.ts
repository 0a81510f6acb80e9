import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Likes are local only (spec §4): a list of property ids in this browser, shared by the property page's
 * like toggle and the favourites page. Read through useSyncExternalStore, whose server snapshot is
 * empty: nothing touches storage during a server render.
 */
const STORAGE_KEY = 'courtage-quebec:liked-properties';
const listeners = new Set<() => void>();

function readRaw(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    // Storage can be disabled (private mode, strict settings): likes then last for the visit only.
    return memoryFallback;
  }
}

let memoryFallback = '[]';

function readIds(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(ids: string[]) {
  const raw = JSON.stringify(ids);
  memoryFallback = raw;
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Kept in memory only; see readRaw.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab liking the same property updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** Every liked property id, oldest like first. */
export function useLikedPropertyIds(): string[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '[]');
  // The same array as long as the stored string does not change.
  return useMemo(() => readIds(raw), [raw]);
}

/** Forgets these likes (properties that are no longer listed). */
export function forgetLikedProperties(ids: readonly string[]) {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  const current = readIds(readRaw());
  const kept = current.filter((id) => !gone.has(id));
  if (kept.length !== current.length) writeIds(kept);
}

/** Likes or unlikes one property. */
export function toggleLikedProperty(propertyId: string) {
  const ids = readIds(readRaw());
  writeIds(ids.includes(propertyId) ? ids.filter((id) => id !== propertyId) : [...ids, propertyId]);
}

export function useLikedProperty(propertyId: string): [liked: boolean, toggle: () => void] {
  // The raw string is the snapshot: stable between renders, unlike a parsed array.
  const raw = useSyncExternalStore(subscribe, readRaw, () => '[]');
  const liked = readIds(raw).includes(propertyId);
  const toggle = useCallback(() => toggleLikedProperty(propertyId), [propertyId]);
  return [liked, toggle];
}
