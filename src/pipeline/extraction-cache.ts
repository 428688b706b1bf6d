import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import type { ExtractedContent } from '../extract/file-content.js';
import type { SourceKind } from '../extract/source-kind.js';

/**
 * What extraction made of one file at one path, by blob (docs/architecture.md,
 * "Incremental extraction"): its units, or the note that it is binary. Nothing else of a file is ever cached.
 */
export type CachedContent = ExtractedContent | { kind: 'skipped'; reason: 'binary'; bytes: number };

/**
 * Extraction results by content: a blob's id names its bytes, so what extraction made of it at a
 * path, with a kind, cannot go stale while the code that extracted it is the same. `talksToModel` is
 * the one fact a code file contributes to the whole repository's reading, kept apart so that it can
 * be known before any file is extracted.
 */
export interface ExtractionCache {
  content(key: string): CachedContent | undefined;
  /** Whether it has an extraction under the key, asked without using it (the file is not kept for it). */
  holdsContent(key: string): boolean;
  setContent(key: string, content: CachedContent): void;
  talksToModel(key: string): boolean | undefined;
  setTalksToModel(key: string, talks: boolean): void;
  /** What the classifier made of a path under some rules: its kind, null for a path it does not read. */
  kind(key: string): SourceKind | null | undefined;
  setKind(key: string, kind: SourceKind | null): void;
}

/** A cache that knows nothing and keeps nothing: extraction from scratch. */
export const NO_CACHE: ExtractionCache = {
  content: () => undefined,
  holdsContent: () => false,
  setContent: () => undefined,
  talksToModel: () => undefined,
  setTalksToModel: () => undefined,
  kind: () => undefined,
  setKind: () => undefined,
};

/** How one run used the cache, for the log. */
export interface CacheUse {
  /** Files whose extraction the cache had, and files extracted this run. */
  hits: number;
  misses: number;
  /** Why the folder's cache was not used, when it could not be. */
  note?: string;
}

/** The cache kept in a folder between runs: read once at the start, written once at the end. */
export interface FolderCache extends ExtractionCache {
  readonly use: CacheUse;
  /** Writes what this run used (and only that, so the file never outgrows one repository's two commits). */
  save(): Promise<void>;
}

/**
 * The file's name and its format's version: another version is not read. One JSON value a line (a
 * header, then one entry a line), so that neither reading nor writing ever holds the whole file as
 * one string: for a big pull request it holds every unit's text.
 */
const FILE = 'extractions.jsonl';
const FORMAT = 2;

interface Header {
  format: number;
  /** The code that extracted these (`codeFingerprint`): any other code starts from nothing. */
  code: string;
}

/**
 * An entry line: a file's content, a code file's part in whether the repository talks to a model, or
 * a path's kind.
 */
type Entry = ['content', string, CachedContent] | ['talks', string, boolean] | ['kind', string, SourceKind | null];

/**
 * Opens the cache in `dir` for code with this fingerprint. A missing folder or file is an empty
 * cache; one that cannot be read, or that another version of ctxguard wrote, is an empty cache with
 * a note, and is replaced when the run saves: a cache can make a run slower, never wrong or failed.
 */
export async function openFolderCache(dir: string, fingerprint: string): Promise<FolderCache> {
  const path = join(dir, FILE);
  const contents = new Map<string, CachedContent>();
  const talks = new Map<string, boolean>();
  const kinds = new Map<string, SourceKind | null>();
  let entriesRead = 0;
  const note = await readCacheFile(path, fingerprint, (entry) => {
    entriesRead++;
    if (entry[0] === 'content') contents.set(entry[1], entry[2]);
    else if (entry[0] === 'talks') talks.set(entry[1], entry[2]);
    else kinds.set(entry[1], entry[2]);
  });
  /** Whether the run set anything: else, if it used every entry it read, the file it would write is the one it read. */
  let set = false;
  const usedContents = new Map<string, CachedContent>();
  const usedTalks = new Map<string, boolean>();
  const usedKinds = new Map<string, SourceKind | null>();
  const use: CacheUse = { hits: 0, misses: 0, ...(note ? { note } : {}) };
  return {
    use,
    content(key) {
      const found = contents.get(key);
      // An entry of the wrong shape (a file edited by hand) is a miss, not a crash.
      if (found && isCachedContent(found)) {
        use.hits++;
        usedContents.set(key, found);
        return found;
      }
      return undefined;
    },
    holdsContent(key) {
      return contents.has(key);
    },
    setContent(key, content) {
      set = true;
      use.misses++;
      contents.set(key, content);
      usedContents.set(key, content);
    },
    talksToModel(key) {
      const found = talks.get(key);
      if (found !== undefined) usedTalks.set(key, found);
      return found;
    },
    setTalksToModel(key, value) {
      set = true;
      talks.set(key, value);
      usedTalks.set(key, value);
    },
    kind(key) {
      const found = kinds.get(key);
      if (found !== undefined) usedKinds.set(key, found);
      return found;
    },
    setKind(key, kind) {
      set = true;
      kinds.set(key, kind);
      usedKinds.set(key, kind);
    },
    async save() {
      // A warm run that found everything it needed, and needed everything it found, leaves the file as it is.
      if (!set && !note && entriesRead > 0 && usedKinds.size + usedTalks.size + usedContents.size === entriesRead) return;
      await mkdir(dir, { recursive: true });
      // Written beside and renamed over: a run stopped halfway, or two runs at once, never leave half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        const header: Header = { format: FORMAT, code: fingerprint };
        // Made a line at a time as the stream takes them: all of them at once would hold every unit's text twice.
        await writeLines(
          temporary,
          (function* () {
            yield JSON.stringify(header);
            // One loop for the three kinds of entry: V8 optimises it while it writes the thousands
            // of kinds and goes on with it, where each kind's own loop was met cold, and threw the
            // optimised writing away twice.
            const sections = [['kind', usedKinds], ['talks', usedTalks], ['content', usedContents]] as const;
            for (const [tag, entries] of sections) {
              for (const [key, value] of sorted<Entry[2]>(entries)) yield JSON.stringify([tag, key, value]);
            }
          })(),
        );
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/**
 * A map's entries by key: the same run writes the same file, byte for byte, whatever order its reads
 * came back in, so the action sees an unchanged cache and does not upload it again.
 */
function sorted<V>(map: ReadonlyMap<string, V>): Array<[string, V]> {
  return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Writes lines through a stream, a chunk of lines at a time (one write per line was most of a cold
 * run's saving), waiting when the disk is slower than the lines.
 */
async function writeLines(path: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  failed.catch(() => undefined);
  let chunk: string[] = [];
  let length = 0;
  const flush = async (): Promise<void> => {
    const text = chunk.join('');
    chunk = [];
    length = 0;
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  for (const line of lines) {
    chunk.push(line, '\n');
    length += line.length + 1;
    if (length >= WRITE_CHUNK) await flush();
  }
  if (length > 0) await flush();
  out.end();
  await Promise.race([finished(out), failed]);
}

/** Characters of lines written at once. */
const WRITE_CHUNK = 256 * 1024;

/** Reads the cache file's entries into `take`; says why when the file is there and cannot be used. */
async function readCacheFile(path: string, fingerprint: string, take: (entry: Entry) => void): Promise<string | undefined> {
  const input = createReadStream(path, 'utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      const value: unknown = JSON.parse(text);
      if (line === 1) {
        if (!isHeader(value)) return `${path} is not a ctxguard extraction cache; extracting every file`;
        // Another build's results are not wrong to have, only not ours to use.
        if (value.format !== FORMAT || value.code !== fingerprint) return undefined;
        continue;
      }
      if (!isEntry(value)) return `${path} line ${line} is not a cache entry; extracting every file`;
      take(value);
    }
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    if (error instanceof SyntaxError) return `${path} line ${line} is not valid JSON; extracting every file`;
    return `${path} could not be read (${(error as Error).message}); extracting every file`;
  } finally {
    lines.close();
    input.destroy();
  }
}

function isHeader(value: unknown): value is Header {
  return typeof value === 'object' && value !== null && typeof (value as Header).format === 'number' && typeof (value as Header).code === 'string';
}

function isEntry(value: unknown): value is Entry {
  if (!Array.isArray(value) || value.length !== 3 || typeof value[1] !== 'string') return false;
  if (value[0] === 'talks') return typeof value[2] === 'boolean';
  if (value[0] === 'kind') return value[2] === null || (typeof value[2] === 'object' && typeof (value[2] as { format?: unknown }).format === 'string');
  return value[0] === 'content' && typeof value[2] === 'object' && value[2] !== null;
}

function isCachedContent(value: CachedContent): boolean {
  if (value.kind === 'skipped') return value.reason === 'binary' && typeof value.bytes === 'number';
  const e = (value as Partial<ExtractedContent>).extraction;
  return value.kind === 'extracted' && typeof e === 'object' && e !== null && Array.isArray(e.units) && Array.isArray(e.findings) && Array.isArray(e.models);
}
