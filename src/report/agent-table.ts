import { agentDollars, againstTokens } from './agent-dollars.js';
import { formatDollarUnits } from './dollar-column.js';
import { codeSpan, plainText } from './escape.js';
import { formatSigned, formatTokens } from './format.js';
import type { FileDelta, ScenarioReport, UnitDelta } from './report.js';

/** Points from a row whose dollars moved against its tokens to the cache line under the table. */
export const CACHE_MARK = '‡';
/** Points from the interaction row to the line that says what it is. */
export const INTERACTION_MARK = '†';

/**
 * One agent's file table (docs/architecture.md, "The comment"): a row per file the agent sends, the
 * model change, what the changes cost together beyond the rows, and the agent's total. Base, Head and
 * Δ tokens count the file's units this agent sends, so they add up to its prompt material's change
 * (the headline's). The rows add up to the total exactly: in tokens per run, because the interaction
 * row is what the others leave of the total; in dollars as shown, because the column is rounded as
 * one (dollar-column.ts).
 */
export function agentTable(
  scenario: ScenarioReport,
  files: readonly FileDelta[],
  { maxRows, approx }: { maxRows: number; approx: string },
): string[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const shown = scenario.files.slice(0, maxRows);
  const rest = scenario.files.slice(maxRows);
  const model = scenario.modelChange;
  const { column, interaction, hasInteraction } = agentDollars(scenario);
  const dollars = (units: number): string => formatDollarUnits(units, column.decimals);
  const [modelUnits, interactionUnits] = column.rows.slice(scenario.files.length);
  const against = (tokens: number, usd: number): boolean => scenario.cacheNote !== null && againstTokens(tokens, usd);
  const mark = (tokens: number, usd: number): string => (against(tokens, usd) ? ` ${CACHE_MARK}` : '');

  const out = [`| File | Sent | Base${approx} | Head${approx} | Δ tokens | Δ per run | Δ per 1k runs |`, '|:--|:--|--:|--:|--:|--:|--:|'];
  shown.forEach((row, i) => {
    const file = byPath.get(row.path);
    out.push(
      `| ${fileName(file, row.path)} | ${sentCell(file, scenario.name)} | ${formatTokens(row.baseTokens)} | ${formatTokens(row.headTokens)} | ` +
        `${formatSigned(row.deltaTokens)} | ${formatSigned(row.deltaRunTokens)} | ${dollars(column.rows[i]!)}${mark(row.deltaRunTokens, row.deltaRunUsd)} |`,
    );
  });
  const fileTokens = (rows: typeof scenario.files, key: 'baseTokens' | 'headTokens' | 'deltaTokens'): number => rows.reduce((n, r) => n + r[key], 0);
  if (rest.length > 0) {
    const restUnits = column.rows.slice(shown.length, scenario.files.length).reduce((n, u) => n + u, 0);
    out.push(
      `| … ${rest.length} more files | | ${formatTokens(fileTokens(rest, 'baseTokens'))} | ${formatTokens(fileTokens(rest, 'headTokens'))} | ` +
        `${formatSigned(fileTokens(rest, 'deltaTokens'))} | ${formatSigned(rest.reduce((n, r) => n + r.deltaRunTokens, 0))} | ${dollars(restUnits)} |`,
    );
  }
  if (model) {
    const at = model.path === null ? '' : ` at ${codeSpan(model.line === null ? model.path : `${model.path}:${model.line}`, { inTable: true })}`;
    out.push(
      `| model ${codeSpan(model.from, { inTable: true })} → ${codeSpan(model.to, { inTable: true })}${at} | | | | | ` +
        `${formatSigned(model.deltaRunTokens)} | ${dollars(modelUnits!)}${mark(model.deltaRunTokens, model.deltaRunUsd)} |`,
    );
  }
  if (hasInteraction) {
    out.push(`| interaction ${INTERACTION_MARK} | | | | | ${formatSigned(interaction.tokens)} | ${dollars(interactionUnits!)}${mark(interaction.tokens, interaction.usd)} |`);
  }
  out.push(
    `| **Total** | | ${formatTokens(fileTokens(scenario.files, 'baseTokens'))} | ${formatTokens(fileTokens(scenario.files, 'headTokens'))} | ` +
      `${formatSigned(fileTokens(scenario.files, 'deltaTokens'))} | **${formatSigned(scenario.deltaRunTokens)}** | **${dollars(column.total)}** |`,
  );

  if (hasInteraction) out.push('', interactionNote(interaction.tokens, interaction.usd, scenario.cacheNote !== null));
  if (scenario.cacheNote !== null) out.push('', cacheLine(scenario));
  const assumed = assumptionsLine(scenario.assumptions ?? []);
  if (assumed) out.push('', assumed);
  return out;
}

/** At most this many assumptions are listed under an agent's table; the JSON report has them all. */
const MAX_ASSUMPTIONS = 5;

/** What the agent's request was priced on where its code does not say (docs/architecture.md, "Rendered requests"). */
function assumptionsLine(assumptions: readonly string[]): string | undefined {
  if (assumptions.length === 0) return undefined;
  const shown = assumptions.slice(0, MAX_ASSUMPTIONS).map((a) => plainText(a));
  const more = assumptions.length > MAX_ASSUMPTIONS ? `; and ${assumptions.length - MAX_ASSUMPTIONS} more in the JSON report` : '';
  return `<sub>Assumed, where the code does not say: ${shown.join('; ')}${more}.</sub>`;
}

/**
 * What the interaction row is: the run's change minus each change's own. Tokens apart means a threshold
 * of the memory policy; dollars alone, with the cache line, the provider's minimum cacheable prefix.
 */
function interactionNote(tokens: number, usd: number, cacheMoved: boolean): string {
  const more = (tokens !== 0 ? tokens : usd) > 0;
  const why =
    tokens !== 0
      ? "together they cross a threshold of the memory policy that no change crosses alone (its clearing trigger or compaction)"
      : cacheMoved
        ? `alone and together, the changes bring different requests to the provider's minimum cacheable prefix (${CACHE_MARK})`
        : "together they cross a threshold none crosses alone, such as the memory policy's clearing trigger or the provider's minimum cacheable prefix";
  return `<sub>${INTERACTION_MARK} interaction: the changes cost ${more ? 'more' : 'less'} together than one by one. Each row above is that change applied alone; ${why}.</sub>`;
}

function cacheLine(scenario: ScenarioReport): string {
  const rows = [...scenario.files, ...(scenario.modelChange ? [scenario.modelChange] : [])];
  const moved = [...rows, scenario].some((r) => againstTokens(r.deltaRunTokens, r.deltaRunUsd));
  return `${CACHE_MARK} ${moved ? 'Dollars moved against tokens' : 'Prompt caching changed'}: ${plainText(scenario.cacheNote!)}.`;
}

/** The file's path as the first column shows it: what happened to it, and edits that keep the count. */
export function fileName(file: FileDelta | undefined, path: string): string {
  if (!file) return cellCode(path);
  const name =
    file.status === 'renamed' && file.previousPath
      ? `${cellCode(file.path)} (renamed from ${cellCode(file.previousPath)})`
      : file.status === 'added' || file.status === 'deleted'
        ? `${cellCode(file.path)} (${file.status})`
        : file.status === 'unchanged'
          ? `${cellCode(file.path)} (unchanged, sent differently)`
        : cellCode(file.path);
  const moved = file.units.filter((u) => u.movedFrom !== undefined);
  const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0]!.movedFrom!)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : '';
  // An edit that keeps the count is still worth a reviewer's look.
  const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === undefined).length;
  const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? '1 unit' : `${edited} units`} edited, same tokens)` : '';
  return `${name}${movedNote}${editedNote}`;
}

/** A unit the pull request changes: its text, its count, where it lives, how an agent sends it, or what it costs a run. */
export function isChanged(unit: UnitDelta): boolean {
  return (
    unit.textChanged ||
    unit.deltaTokens !== 0 ||
    unit.movedFrom !== undefined ||
    unit.sentBy.some((s) => s.base !== undefined) ||
    unit.deltaRunTokens !== 0 ||
    unit.deltaRunUsd !== 0
  );
}

/**
 * How the agent sends the file's changed units (all its units, when none changed but its cost did):
 * each way once, in the order of the units; a way that changed shows both ends (`every request → on
 * invocation only (python)`).
 */
export function sentCell(file: FileDelta | undefined, agent: string): string {
  if (!file) return '';
  const deliveries = (units: UnitDelta[]): string[] => [
    ...new Set(units.flatMap((u) => u.sentBy.filter((s) => s.agent === agent).map((s) => (s.base === undefined ? plainText(s.delivery) : `${plainText(s.base)} → ${plainText(s.delivery)}`)))),
  ];
  const changed = deliveries(file.units.filter(isChanged));
  const shown = changed.length > 0 ? changed : deliveries(file.units);
  return shown.join('; ');
}

function cellCode(text: string): string {
  return codeSpan(text, { inTable: true });
}
