import { dollarColumn, formatDollarUnits, type DollarColumn } from './dollar-column.js';
import type { ScenarioReport } from './report.js';

/** Dollars per run below this are floating-point dust (docs/architecture.md, "The comment"). */
export const DUST_USD = 5e-10;

/** A row whose dollars go against its tokens (more tokens, fewer dollars): the cache moved, or a price. */
export function againstTokens(tokens: number, usd: number): boolean {
  return tokens !== 0 && Math.abs(usd) >= DUST_USD && Math.sign(tokens) !== Math.sign(usd);
}

/**
 * An agent's change as its file table prices it, per 1,000 runs: each file's row, the model change,
 * the interaction, and the total, in one column that adds up as shown (dollar-column.ts).
 */
export interface AgentDollars {
  column: DollarColumn;
  interaction: { tokens: number; usd: number };
  hasInteraction: boolean;
}

export function agentDollars(scenario: ScenarioReport): AgentDollars {
  const model = scenario.modelChange;
  const explained = {
    tokens: scenario.files.reduce((n, f) => n + f.deltaRunTokens, 0) + (model?.deltaRunTokens ?? 0),
    usd: scenario.files.reduce((n, f) => n + f.deltaRunUsd, 0) + (model?.deltaRunUsd ?? 0),
  };
  // Derived, not read, so that a stored report's rows cannot disagree with its total.
  const interaction = { tokens: scenario.deltaRunTokens - explained.tokens, usd: scenario.deltaRunUsd - explained.usd };
  const hasInteraction = interaction.tokens !== 0 || Math.abs(interaction.usd) >= DUST_USD;
  const column = dollarColumn(
    [...scenario.files.map((f) => f.deltaRunUsd * 1000), (model?.deltaRunUsd ?? 0) * 1000, hasInteraction ? interaction.usd * 1000 : 0],
    scenario.deltaRunUsd * 1000,
  );
  return { column, interaction, hasInteraction };
}

/**
 * The agent's change per 1,000 runs, written as its table's total writes it wherever it appears, so
 * that one change reads as one figure (`+$2.31` in the headline and in the table, never `+$2.30`).
 */
export function perThousandRuns(scenario: ScenarioReport): string {
  const { column } = agentDollars(scenario);
  return formatDollarUnits(column.total, column.decimals);
}
