import { createHash } from 'node:crypto';
import type { Git } from '../changes/git.js';
import { listPromptFiles, readableEntries, readContents, snapshotsOf, type CommitRef, type PromptFileEntry } from '../changes/read-snapshot.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { extractContent, needsParsing, type KnownOfFile } from '../extract/extract.js';
import type { ExtractedContent, FileContent } from '../extract/file-content.js';
import type { PathClassifier } from '../extract/prompt-files.js';
import { talksToModel } from '../extract/repository-context.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { CodeLanguage, SourceKind } from '../extract/source-kind.js';
import type { EncodingName } from '../count/vocabulary.js';
import { extractOptionsEachWay } from '../frameworks/registry.js';
import type { ExtractionCache } from './extraction-cache.js';
import type { ConfiguredClassifier } from './configured-classifier.js';
import { BytesInFlight, runExtractionJob, openExtractionPool, type ExtractionJob, type ExtractionPool, type WorkerFault } from './extraction-pool.js';

/** How the extracting reader is told to work. */
export interface ExtractingRead {
  /** Which files are read, and as what: its kinds are cached under its rules. */
  classifier: ConfiguredClassifier;
  maxFileBytes: number;
  cache: ExtractionCache;
  /**
   * Parsers for one code file's language, asked for only when a code file has to be extracted, so
   * a run whose code is all in the cache loads no grammar. Given the text, for what it needs beyond
   * the grammar (Python's `\N{NAME}` escapes).
   */
  parsers: (language: CodeLanguage, text: string) => Promise<CodeParsers>;
  /** Worker threads that parse code while blobs are read (`extraction-pool.ts`); 0 or none, in-process. */
  workers?: number;
  /** With less code, YAML and JSON than this to extract, the workers are left unused (`smallRunBytes`). */
  inProcessBelowBytes?: number;
  /**
   * The encoding the report will most likely count in: what a worker extracts it counts in it too,
   * and a worker with room takes the prompt files as well, so that little is left to count once the
   * main thread has read everything.
   */
  countIn?: EncodingName;
  /** Told that a worker failed (its files are then extracted in-process). */
  warn?: (message: string) => void;
  /** Tests only: makes every worker fail, to see its files extracted in-process. */
  workerFault?: WorkerFault;
}

/** Code texts held, at most, while it is not yet known how code is to be read. */
const HELD_BYTES = 64 * 1024 * 1024;
/** Code texts out with workers, at most, before reading waits for them. */
const IN_FLIGHT_BYTES = 16 * 1024 * 1024;
/**
 * Code, YAML and JSON to extract past which workers are started before the first file that needs one:
 * a worker takes about a quarter of a second to start, which a small run would wait for.
 */
const WORKER_AHEAD_BYTES = 4 * 1024 * 1024;

/**
 * The prompt files of some commits, each already extracted (docs/architecture.md,
 * "Incremental extraction"): a file's units come from the cache when its blob, path and kind were extracted before,
 * so only the blobs the cache does not know are read; the rest are read a batch at a time and
 * extracted as they come, and their texts let go. Memory holds the units, not the pull request.
 *
 * How code is read depends on the whole repository (`repositoryTalksToModel`): that is settled first,
 * from the cache's facts and the code files it has none for, whose texts are kept (up to a bound) to
 * be extracted once it is known, so that most files are read once.
 */
export async function readExtractedSnapshots(git: Git, commits: CommitRef[], read: ExtractingRead): Promise<Snapshot[]> {
  const optionsFor = extractOptionsEachWay();
  const inProcess = (job: ExtractionJob): Promise<ExtractedContent> => runExtractionJob(job, read.parsers, optionsFor);
  const pool = read.workers ? openExtractionPool(read.workers, inProcess, { ...(read.warn ? { warn: read.warn } : {}), ...(read.workerFault ? { fault: read.workerFault } : {}) }) : undefined;
  try {
    return await readWith(git, commits, read, optionsFor, pool ?? { extract: inProcess }, inProcess);
  } finally {
    await pool?.close();
  }
}

/** Who extracts what the main thread does not: workers (`hasRoom` given), or the main thread itself. */
type Extractor = Pick<ExtractionPool, 'extract'> & Partial<Pick<ExtractionPool, 'hasRoom' | 'prepare'>>;

async function readWith(
  git: Git,
  commits: CommitRef[],
  read: ExtractingRead,
  optionsFor: ReturnType<typeof extractOptionsEachWay>,
  pool: Extractor,
  inProcess: Extractor['extract'],
): Promise<Snapshot[]> {
  const { cache, maxFileBytes } = read;
  const trees = await listPromptFiles(git, commits, cachedClassifier(read.classifier, cache));
  const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
  const contents = new Map<string, FileContent>();
  /** Entries a worker is extracting: settled, like those in `contents`. */
  const sent = new Set<string>();
  const inFlight = new BytesInFlight(IN_FLIGHT_BYTES);
  const codeEntries = entries.filter(isCode);
  /** The workers, unless the run is too small to wait for one (settled before the first file is read). */
  let extractor = pool;
  let inWorkers = pool.hasRoom !== undefined;

  let talks: boolean | undefined = codeEntries.some((e) => cache.talksToModel(talksKey(e)) === true) ? true : undefined;
  const plain = optionsFor(false);
  /** Remembers one entry's content, unless it came through an LFS pointer (its object may come later). */
  const keep = (entry: PromptFileEntry, kept: FileContent, lfsPointer: boolean, talksNow: boolean): void => {
    if (kept.kind === 'extracted' && kept.talksToModel !== undefined && isCode(entry)) cache.setTalksToModel(talksKey(entry), kept.talksToModel);
    contents.set(entryKey(entry), kept);
    if (lfsPointer) return;
    if (kept.kind === 'extracted') cache.setContent(contentKey(entry, talksNow), kept);
    else if (kept.kind === 'skipped' && kept.reason === 'binary') cache.setContent(contentKey(entry, talksNow), { kind: 'skipped', reason: 'binary', bytes: kept.bytes });
  };
  /**
   * Extracts one entry's content and keeps it. Code that must be parsed goes to a worker when there
   * are any, and is kept when it comes back: reading goes on meanwhile (docs/architecture.md,
   * "Incremental extraction"). So do YAML and JSON to parse, and prompt files to count, while a worker has room.
   */
  const finish = async (entry: PromptFileEntry, content: FileContent, lfsPointer: boolean, known: KnownOfFile = {}): Promise<void> => {
    const talksNow = talks ?? false;
    if (content.kind !== 'text') return keep(entry, content, lfsPointer, talksNow);
    const file = { path: entry.path, kind: entry.kind, content };
    const options = optionsFor(talksNow);
    // The pre-check is not asked twice: its answer goes with the file.
    const knownNow = isCode(entry) || entry.kind.format === 'structured' ? { ...known, nothingToExtract: !needsParsing(file, options, known) } : known;
    // Code to parse goes to the extractor (workers, if any). A started worker with room also takes
    // YAML and JSON to parse and, when it counts, the prompt files (their units, cheap to find, are not cheap to count).
    const mustParse = knownNow.nothingToExtract === false;
    const countIn = inWorkers ? read.countIn : undefined;
    const workerMayTake = mustParse || (countIn !== undefined && !isCode(entry) && entry.kind.format !== 'structured');
    const toExtractor = (mustParse && isCode(entry)) || (workerMayTake && extractor.hasRoom?.() === true);
    if (!toExtractor) return keep(entry, extractContent(file, undefined, options, knownNow), lfsPointer, talksNow);
    const job = extractor.extract({ file, talksToModel: talksNow, known: knownNow, ...(countIn ? { countIn } : {}) });
    if (!inWorkers) return keep(entry, await job, lfsPointer, talksNow);
    sent.add(entryKey(entry));
    return inFlight.add(job.then((extracted) => keep(entry, extracted, lfsPointer, talksNow)), content.text.length);
  };

  /** The entries the cache has no extraction of (those it has are kept); code's depend on `talksNow`. */
  const missingOf = (list: PromptFileEntry[], talksNow: boolean): PromptFileEntry[] =>
    list.filter((entry) => {
      if (contents.has(entryKey(entry)) || sent.has(entryKey(entry))) return false;
      const cached = cache.content(contentKey(entry, talksNow));
      if (cached) contents.set(entryKey(entry), cached);
      return !cached;
    });
  const readAndFinish = (list: PromptFileEntry[]): Promise<void> => {
    const byBlob = groupByBlob(list);
    return readContents(git, list, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)!) await finish(entry, content, lfsPointer);
    });
  };

  // What is not code is read the same whether the repository talks to a model or not: first, so that
  // its YAML and JSON keep a worker busy while the main thread reads the code. When there is much of
  // them and of code to extract, the worker is started now, its start overlapping the reading.
  const notCode = missingOf(entries.filter((e) => !isCode(e)), false);
  const toExtract = [...notCode.filter((e) => e.kind.format === 'structured'), ...codeEntries.filter((e) => !cache.holdsContent(contentKey(e, talks ?? false)))];
  const toExtractBytes = toExtract.reduce((bytes, e) => bytes + e.size, 0);
  if (toExtractBytes < (read.inProcessBelowBytes ?? 0)) [extractor, inWorkers] = [{ extract: inProcess }, false];
  if (toExtractBytes >= WORKER_AHEAD_BYTES) extractor.prepare?.();
  await readAndFinish(notCode);

  // The code files the cache knows nothing of decide, with its facts, whether the repository talks to a model.
  const held: Array<{ entry: PromptFileEntry; content: FileContent; lfsPointer: boolean }> = [];
  if (talks === undefined) {
    const unknown = codeEntries.filter((e) => cache.talksToModel(talksKey(e)) === undefined);
    const byBlob = groupByBlob(unknown);
    let heldBytes = 0;
    await readContents(git, unknown, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)!) {
        const fact = content.kind === 'text' && talksToModel(entry.path, entry.kind.language, content.text, plain.sdkModules!);
        cache.setTalksToModel(talksKey(entry), fact);
        if (fact) talks = true;
        if (talks) await finish(entry, content, lfsPointer, { talksToModel: fact });
        else if (heldBytes + entry.size <= HELD_BYTES) {
          held.push({ entry, content, lfsPointer });
          heldBytes += entry.size;
        }
      }
    });
    talks ??= false;
    for (const { entry, content, lfsPointer } of held.splice(0)) await finish(entry, content, lfsPointer, { talksToModel: false });
  }

  // The rest of the code: from the cache, or read and extracted now.
  await readAndFinish(missingOf(codeEntries, talks!));
  await inFlight.drain();
  return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry))!);
}

/** The classifier, asked only for the paths the cache has no kind for under its rules. */
function cachedClassifier({ classify, rules }: ConfiguredClassifier, cache: ExtractionCache): PathClassifier {
  const prefix = `${createHash('sha256').update(rules).digest('hex').slice(0, 16)}\0`;
  return (path) => {
    const key = prefix + path;
    const known = cache.kind(key);
    if (known !== undefined) return known ?? undefined;
    const kind = classify(path);
    cache.setKind(key, kind ?? null);
    return kind;
  };
}

/**
 * A file at a path with a kind: base and head mostly hold the same ones. Made once for each entry:
 * a run asks it of each several times (to dedupe, to find what the cache lacks, to keep and to
 * gather what was read), and one string also hashes once wherever it is looked up.
 */
function entryKey(entry: PromptFileEntry): string {
  let key = entryKeys.get(entry);
  if (key === undefined) entryKeys.set(entry, (key = `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`));
  return key;
}
const entryKeys = new WeakMap<PromptFileEntry, string>();

/** Kinds are few and shared (the classifier gives a path one object for both commits): each is written out once. */
const kindKeys = new WeakMap<SourceKind, string>();

function kindKey(kind: SourceKind): string {
  let key = kindKeys.get(kind);
  if (key === undefined) kindKeys.set(kind, (key = JSON.stringify(kind)));
  return key;
}

/** The cache's key for a file's extraction: code is read differently in a repository that talks to a model. */
function contentKey(entry: PromptFileEntry, talks: boolean): string {
  return entry.kind.format === 'code' ? `${entryKey(entry)}\0${talks ? 'model' : 'plain'}` : entryKey(entry);
}

function talksKey(entry: CodeEntry): string {
  return `${entry.blob}\0${entry.path}\0${entry.kind.language}`;
}

type CodeEntry = PromptFileEntry & { kind: Extract<SourceKind, { format: 'code' }> };

function isCode(entry: PromptFileEntry): entry is CodeEntry {
  return entry.kind.format === 'code';
}

function uniqueEntries(entries: PromptFileEntry[]): PromptFileEntry[] {
  return [...new Map(entries.map((e) => [entryKey(e), e])).values()];
}

function groupByBlob<E extends PromptFileEntry>(entries: E[]): Map<string, E[]> {
  const groups = new Map<string, E[]>();
  for (const e of entries) {
    const group = groups.get(e.blob);
    if (group) group.push(e);
    else groups.set(e.blob, [e]);
  }
  return groups;
}
