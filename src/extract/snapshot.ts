import type { FileContent } from './file-content.js';
import type { SourceKind } from './source-kind.js';

/** The prompt files of one commit, read and decoded: what extraction starts from. */
export interface Snapshot {
  ref: string;
  sha: string;
  files: SourceFile[];
}

export interface SourceFile {
  path: string;
  kind: SourceKind;
  content: FileContent;
}
