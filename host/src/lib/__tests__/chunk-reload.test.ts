import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForStaleChunk } from '../chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.\n(missing: http://localhost:3001/42.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('stale chunk reload', () => {
  const reload = jest.fn();

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });

  it('recognises chunk errors, also as the cause of another error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('ScriptNetworkError: Failed to load script'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per guard window', () => {
    const now = 1_000_000;
    expect(reloadForStaleChunk(chunkError(), now, reload)).toBe(true);
    expect(reloadForStaleChunk(chunkError(), now + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadForStaleChunk(chunkError(), now + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    expect(reloadForStaleChunk(new Error('boom'), Date.now(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
