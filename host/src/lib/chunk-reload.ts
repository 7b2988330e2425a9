// A stale page-chunk load failure (a new deploy removed the chunk an open tab asks for)
// reloads the page, at most once per 60 000 ms; the time of the last reload is kept in sessionStorage.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'mall:chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A failed chunk load, or an error caused by one (the federation runtime wraps a remote's chunk errors). */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current.name === 'ChunkLoadError' || CHUNK_ERROR.test(current.message)) return true;
  }
  return false;
}

function readLastReload(): number {
  try {
    return Number(sessionStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Reloads the page for a stale chunk unless it already did so within the guard window; true if reloading. */
export function reloadForStaleChunk(error: unknown, now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  if (now - readLastReload() < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without sessionStorage the guard cannot hold: do not risk a reload loop.
    return false;
  }
  reload();
  return true;
}
