/** One path that differs between base and head, as GitHub's Files tab lists it. */
export interface FileChange {
  path: string;
  status: ChangeStatus;
  /** The path at base, for a rename. */
  previousPath?: string;
  /** The commits a submodule (gitlink) points to, null on a side where the path is no submodule. */
  submodule?: { base: string | null; head: string | null };
}

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed';
