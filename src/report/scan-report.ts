import type { Role } from '../extract/prompt-unit.js';

/** `ctxguard scan`: the token footprint of every prompt unit in a tree. */
export interface ScanReport {
  version: 1;
  root: string;
  /** `scale`: what `encoding`'s counts were multiplied by, where a ratio is measured for the model (docs/architecture.md, "Exact counts from the provider"). */
  model: { id: string; encoding: string; exact: boolean; scale?: number };
  files: ScanFile[];
  skipped: Array<{ path: string; reason: string; bytes: number }>;
  totals: { files: number; units: number; tokens: number; byRole: Partial<Record<Role, number>> };
  /** The agents a diff would price, and what each sends: its units grouped by how they are sent. */
  agents: ScanAgent[];
}

export interface ScanAgent {
  name: string;
  /** The framework or tool whose profile found it, or `configured`. */
  framework: string;
  model: string;
  /** Where the repository names the model, when it does. */
  modelAt: { path: string; line: number } | null;
  units: number;
  tokens: number;
  /** By `describeDelivery`'s words, the most tokens first. */
  deliveries: Array<{ delivery: string; units: number; tokens: number }>;
}

export interface ScanFile {
  path: string;
  tokens: number;
  units: Array<{ id: string; key: string; role: Role; tokens: number; lines: [number, number] }>;
}
