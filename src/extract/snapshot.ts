import type { FileContent } from './file-content.js';
import type { Role } from './prompt-unit.js';

/** The prompt files of one commit, read and decoded: what extraction starts from. */
export interface Snapshot {
  ref: string;
  sha: string;
  files: SourceFile[];
}

export interface SourceFile {
  path: string;
  role: Role;
  content: FileContent;
}
