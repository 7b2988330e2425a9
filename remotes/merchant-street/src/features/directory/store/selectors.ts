import type { DirectoryState } from './slice';

interface WithDirectory {
  directory: DirectoryState;
}

export const selectDirectory = (state: WithDirectory): DirectoryState => state.directory;

/** The name of a merchant type, or '' while the list is loading or for an unknown id. */
export const selectTypeName = (state: WithDirectory, typeId: number | undefined): string =>
  state.directory.types.find((t) => t.id === typeId)?.name ?? '';
