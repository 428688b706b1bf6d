import { codeSpan, plainText } from './escape.js';
import type { ScenarioReport } from './report.js';

/**
 * An agent as a heading names it: its name, then what found it where the name does not already say
 * (`Codex` is Codex's), then its model: `app (prompts by role, `gpt-4o`)`. In a `<summary>`, where
 * backticks are not code, without the model.
 */
export function agentLabel(s: ScenarioReport, { bold = false, withModel = true } = {}): string {
  const name = bold ? `**${plainText(s.name)}**` : plainText(s.name);
  const framework = namesItsFramework(s) ? [] : [plainText(s.framework)];
  const about = [...framework, ...(withModel ? [codeSpan(s.model)] : [])];
  return about.length > 0 ? `${name} (${about.join(', ')})` : name;
}

/** The agent's name already says what found it (`Codex`, `a (OpenAI Agents SDK)`): a label need not say it again. */
export function namesItsFramework(agent: { name: string; framework: string }): boolean {
  return agent.name.toLowerCase().includes(agent.framework.toLowerCase());
}
