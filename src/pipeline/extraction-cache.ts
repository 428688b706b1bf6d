import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExtractedContent } from '../extract/file-content.js';

/**
 * What extraction made of one file at one path, by blob (docs/architecture.md, "Incremental
 * extraction"): its units, or the note that it is binary. Nothing else of a file is ever cached.
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
  setContent(key: string, content: CachedContent): void;
  talksToModel(key: string): boolean | undefined;
  setTalksToModel(key: string, talks: boolean): void;
}

/** A cache that knows nothing and keeps nothing: extraction from scratch. */
export const NO_CACHE: ExtractionCache = {
  content: () => undefined,
  setContent: () => undefined,
  talksToModel: () => undefined,
  setTalksToModel: () => undefined,
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

/** The file's name and its format's version: another version is not read. */
const FILE = 'extractions.json';
const FORMAT = 1;

interface CacheFile {
  format: number;
  /** The code that extracted these (`codeFingerprint`): any other code starts from nothing. */
  code: string;
  contents: Record<string, CachedContent>;
  talks: Record<string, boolean>;
}

/**
 * Opens the cache in `dir` for code with this fingerprint. A missing folder or file is an empty
 * cache; one that cannot be read, or that another version of ctxguard wrote, is an empty cache with
 * a note, and is replaced when the run saves: a cache can make a run slower, never wrong or failed.
 */
export async function openFolderCache(dir: string, fingerprint: string): Promise<FolderCache> {
  const path = join(dir, FILE);
  const stored = await readCacheFile(path, fingerprint);
  const contents = new Map(Object.entries(stored.file?.contents ?? {}));
  const talks = new Map(Object.entries(stored.file?.talks ?? {}));
  const used: CacheFile = { format: FORMAT, code: fingerprint, contents: {}, talks: {} };
  const use: CacheUse = { hits: 0, misses: 0, ...(stored.note ? { note: stored.note } : {}) };
  return {
    use,
    content(key) {
      const found = contents.get(key);
      // An entry of the wrong shape (a file edited by hand) is a miss, not a crash.
      if (found && isCachedContent(found)) {
        use.hits++;
        used.contents[key] = found;
      }
      return found;
    },
    setContent(key, content) {
      use.misses++;
      contents.set(key, content);
      used.contents[key] = content;
    },
    talksToModel(key) {
      const found = talks.get(key);
      if (found !== undefined) used.talks[key] = found;
      return found;
    },
    setTalksToModel(key, value) {
      talks.set(key, value);
      used.talks[key] = value;
    },
    async save() {
      await mkdir(dir, { recursive: true });
      // Written beside and renamed over: a run stopped halfway, or two runs at once, never leave half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, JSON.stringify(used));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

async function readCacheFile(path: string, fingerprint: string): Promise<{ file?: CacheFile; note?: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { note: `${path} could not be read (${(error as Error).message}); extracting every file` };
  }
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { note: `${path} is not valid JSON; extracting every file` };
  }
  if (!isCacheFile(file)) return { note: `${path} is not a ctxguard extraction cache; extracting every file` };
  if (file.format !== FORMAT || file.code !== fingerprint) return {};
  return { file };
}

function isCacheFile(value: unknown): value is CacheFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CacheFile>;
  return typeof v.format === 'number' && typeof v.code === 'string' && typeof v.contents === 'object' && v.contents !== null && typeof v.talks === 'object' && v.talks !== null;
}

function isCachedContent(value: CachedContent): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (value.kind === 'skipped') return value.reason === 'binary' && typeof value.bytes === 'number';
  const e = (value as Partial<ExtractedContent>).extraction;
  return value.kind === 'extracted' && typeof e === 'object' && e !== null && Array.isArray(e.units) && Array.isArray(e.findings) && Array.isArray(e.models);
}
