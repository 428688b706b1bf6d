import { createHash } from 'node:crypto';
import type { Git } from '../changes/git.js';
import { listPromptFiles, readableEntries, readContents, snapshotsOf, type CommitRef, type PromptFileEntry } from '../changes/read-snapshot.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { extractContent, type ExtractOptions } from '../extract/extract.js';
import type { FileContent } from '../extract/file-content.js';
import type { PathClassifier } from '../extract/prompt-files.js';
import { talksToModel } from '../extract/repository-context.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { CodeLanguage, SourceKind } from '../extract/source-kind.js';
import { extractOptionsFor } from '../frameworks/registry.js';
import type { ExtractionCache } from './extraction-cache.js';

/** How the extracting reader is told to work. */
export interface ExtractingRead {
  classify: PathClassifier;
  /**
   * What the classifier's rules are (the user's include, exclude, tool-output and default-exclude
   * settings), written out: its kinds are cached under them, as matching thousands of paths against
   * the globs is most of a warm run.
   */
  classifierRules: string;
  maxFileBytes: number;
  cache: ExtractionCache;
  /**
   * Parsers for one code file's language, asked for only when a code file has to be extracted, so
   * a run whose code is all in the cache loads no grammar. Given the text, for what it needs beyond
   * the grammar (Python's `\N{NAME}` escapes).
   */
  parsers: (language: CodeLanguage, text: string) => Promise<CodeParsers>;
}

/** Code texts held, at most, while it is not yet known how code is to be read. */
const HELD_BYTES = 64 * 1024 * 1024;

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
  const { cache, maxFileBytes } = read;
  const trees = await listPromptFiles(git, commits, cachedClassifier(read.classify, read.classifierRules, cache));
  const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
  const contents = new Map<string, FileContent>();
  const code = entries.filter(isCode);

  let talks: boolean | undefined = code.some((e) => cache.talksToModel(talksKey(e)) === true) ? true : undefined;
  // One options object each way, sharing their module lists, so that a file's imports read for one are known to the other.
  const plain = extractOptionsFor(false);
  const talking: ExtractOptions = { ...plain, repositoryTalksToModel: true };
  const optionsFor = (t: boolean): ExtractOptions => (t ? talking : plain);
  /** Extracts one entry's content and remembers it, unless it came through an LFS pointer (its object may come later). */
  const finish = async (entry: PromptFileEntry, content: FileContent, lfsPointer: boolean, known: { talksToModel?: boolean } = {}): Promise<void> => {
    let kept: FileContent = content;
    if (content.kind === 'text') {
      const parsers = entry.kind.format === 'code' ? await read.parsers(entry.kind.language, content.text) : undefined;
      const extracted = extractContent({ path: entry.path, kind: entry.kind, content }, parsers, optionsFor(talks ?? false), known);
      if (extracted.talksToModel !== undefined && isCode(entry)) cache.setTalksToModel(talksKey(entry), extracted.talksToModel);
      kept = extracted;
    }
    contents.set(entryKey(entry), kept);
    if (lfsPointer) return;
    if (kept.kind === 'extracted') cache.setContent(contentKey(entry, talks ?? false), kept);
    else if (kept.kind === 'skipped' && kept.reason === 'binary') cache.setContent(contentKey(entry, talks ?? false), { kind: 'skipped', reason: 'binary', bytes: kept.bytes });
  };

  // The code files the cache knows nothing of decide, with its facts, whether the repository talks to a model.
  const held: Array<{ entry: PromptFileEntry; content: FileContent; lfsPointer: boolean }> = [];
  if (talks === undefined) {
    const unknown = code.filter((e) => cache.talksToModel(talksKey(e)) === undefined);
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

  // Every other file: from the cache, or read and extracted now.
  const missing = entries.filter((entry) => {
    if (contents.has(entryKey(entry))) return false;
    const cached = cache.content(contentKey(entry, talks!));
    if (cached) contents.set(entryKey(entry), cached);
    return !cached;
  });
  const byBlob = groupByBlob(missing);
  await readContents(git, missing, maxFileBytes, async (blob, content, { lfsPointer }) => {
    for (const entry of byBlob.get(blob)!) await finish(entry, content, lfsPointer);
  });
  return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry))!);
}

/** The classifier, asked only for the paths the cache has no kind for under these rules. */
function cachedClassifier(classify: PathClassifier, rules: string, cache: ExtractionCache): PathClassifier {
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

/** A file at a path with a kind: base and head mostly hold the same ones. */
function entryKey(entry: PromptFileEntry): string {
  return `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`;
}

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
