/** One path that differs between base and head, as GitHub's Files tab lists it. */
export interface FileChange {
  path: string;
  status: ChangeStatus;
  /** The path at base, for a rename. */
  previousPath?: string;
}

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed';
