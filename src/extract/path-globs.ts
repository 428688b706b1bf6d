import { Minimatch } from 'minimatch';
import { escapeRegExp } from './regexp-escape.js';

/**
 * Globs compiled once and asked of many paths: whether any of them matches. A pattern without a
 * slash matches a file name at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from
 * the repository root; dot files are matched like others.
 *
 * minimatch decides every match. It is asked only where the path holds the literal text the glob
 * needs (`requiredText`), which rules out most globs for most paths at the cost of a few substring
 * searches: a repository's listing asks some fifty globs of each of its thousands of paths, and
 * minimatch's own matching was most of a cold run's listing (docs/architecture.md, "Cold start").
 */
export function pathGlobs(globs: readonly string[]): (path: string) => boolean {
  const compiled = globs.map((glob) => {
    const matcher = new Minimatch(glob, { dot: true, matchBase: !glob.includes('/'), nocomment: true });
    return { matcher, needs: requiredText(matcher) };
  });
  const keys = keyRuns(compiled.map((c) => c.needs));
  return (path) => {
    const framed = framedPath(path);
    // Most paths hold none of the runs the globs start with: one search rules them all out.
    if (keys && framed !== undefined && !keys.test(framed)) return false;
    return compiled.some(({ matcher, needs }) => mayHold(framed, needs) && matcher.match(path));
  };
}

/**
 * A pattern for the runs a path must hold one of for any of the globs to match it: each row's
 * first segment that needs something, the first run of each of its alternatives. Undefined when a
 * glob may match without any (it needs nothing, or has a row that needs nothing).
 */
function keyRuns(needs: ReadonlyArray<Needs | undefined>): RegExp | undefined {
  const keys = new Set<string>();
  for (const rows of needs) {
    if (rows === undefined) return undefined;
    for (const row of rows) {
      if (row.length === 0) return undefined;
      for (const runs of row[0]!) keys.add(runs[0]!);
    }
  }
  return new RegExp([...keys].map(escapeRegExp).join('|') || '(?!)');
}

/**
 * What a path must hold for the glob to match it: for some row of the glob (minimatch's expansion
 * of its braces, `globParts`), every one of its segments' needs. A segment needs each run of
 * literal characters between its `*` and `?` wildcards, since a path's segment that matches it
 * holds them; a run that starts or ends the segment, with a slash before or after it (the path is
 * read with a slash at each end), so that `dist` is not found in `layout/`. An extglob `@(a|b)`
 * that is the whole segment needs one of its alternatives' runs. A segment with any other syntax
 * (a class, an escape, another extglob) needs nothing. Undefined when the glob can match a path
 * that holds none of its text: a negated glob, or one that ignores case.
 */
export function requiredText(matcher: Minimatch): Needs | undefined {
  if (matcher.negate || matcher.nocase || matcher.comment) return undefined;
  return matcher.globParts.map((row) => row.map(segmentNeeds).filter((alternatives) => alternatives.every((runs) => runs.length > 0)));
}

/** For each row, its segments; for each segment, its alternatives; for each alternative, the runs it needs. */
export type Needs = string[][][][];

/**
 * The path as `mayHold` reads it, with a slash at each end; undefined for a path with a backslash,
 * which is not judged: minimatch reads one as a separator on Windows.
 */
export function framedPath(path: string): string | undefined {
  return path.includes('\\') ? undefined : `/${path}/`;
}

/** Whether a path (`framedPath`) may be matched by a glob that needs this. */
export function mayHold(framed: string | undefined, needs: Needs | undefined): boolean {
  if (needs === undefined || framed === undefined) return true;
  return needs.some((row) => row.every((alternatives) => alternatives.some((runs) => runs.every((run) => framed.includes(run)))));
}

/** One segment's alternatives, each the literal runs it needs; `[[]]` when it needs nothing. */
function segmentNeeds(segment: string): string[][] {
  const extglob = /^@\((.*)\)$/s.exec(segment);
  if (extglob && !/[()[\]{}\\]/.test(extglob[1]!)) return extglob[1]!.split('|').map(literalRuns);
  if (/[()[\]{}|\\]/.test(segment)) return [[]];
  return [literalRuns(segment)];
}

/** The runs of a segment between its wildcards (it has no syntax but `*` and `?`), framed by slashes where they start or end it. */
function literalRuns(segment: string): string[] {
  const runs = segment.split(/[*?]+/);
  const last = runs.length - 1;
  return runs.flatMap((run, i) => (run === '' ? [] : [`${i === 0 ? '/' : ''}${run}${i === last ? '/' : ''}`]));
}
