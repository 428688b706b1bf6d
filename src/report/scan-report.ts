import type { Role } from '../extract/prompt-unit.js';

/** `ctxguard scan`: the token footprint of every prompt unit in a tree. */
export interface ScanReport {
  version: 1;
  root: string;
  model: { id: string; encoding: string; exact: boolean };
  files: ScanFile[];
  skipped: Array<{ path: string; reason: string; bytes: number }>;
  totals: { files: number; units: number; tokens: number; byRole: Partial<Record<Role, number>> };
}

export interface ScanFile {
  path: string;
  tokens: number;
  units: Array<{ id: string; key: string; role: Role; tokens: number; lines: [number, number] }>;
}
