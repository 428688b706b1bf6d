import { readUsage, type UsageFormat } from '../trace/usage/read-usage.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import type { RecordingFile } from '../report/measured-runs.js';

/** A file of recorded usage as an adapter read it: its name as the user gave it, and its text. */
export interface Recording {
  file: string;
  text: string;
}

/** The files read, each with the format it was read as, and their records. */
export interface ReadRecordings {
  files: RecordingFile[];
  records: UsageRecord[];
}

/**
 * The records of a set of files (docs/architecture.md, "Recorded usage"), each read in `format` or
 * the format its content tells. A request with an id of its own (`UsageRecord.requestId`) found in
 * two files, as a copied transcript is, counts once.
 */
export function readRecordings(recordings: readonly Recording[], format?: UsageFormat): ReadRecordings {
  const read = recordings.map(({ file, text }) => ({ file, ...readUsage(text, file, format) }));
  const seen = new Set<string>();
  const distinct = (record: UsageRecord): boolean => record.requestId === undefined || (!seen.has(record.requestId) && seen.add(record.requestId) !== undefined);
  return { files: read.map(({ file, format: found }) => ({ file, format: found })), records: read.flatMap((r) => r.records).filter(distinct) };
}
