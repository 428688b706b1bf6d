/**
 * One path that differs between base and head, as GitHub's Files tab lists it. Git lists them (an
 * adapter); the core reads them beside the two snapshots, so the type lives with the snapshot.
 */
export interface FileChange {
  path: string;
  status: ChangeStatus;
  /** The path at base, for a rename. */
  previousPath?: string;
  /** The commits a submodule (gitlink) points to, null on a side where the path is no submodule. */
  submodule?: { base: string | null; head: string | null };
}

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed';
