import { renderJinja2 } from '../jinja2/render-jinja2.js';
import type { Delivery } from '../delivery.js';
import type { RenderedPart } from '../rendered-part.js';
import { BASH_COMMAND, bundleCommands, commandDocs, functionCallingTool, type Command } from './tool-bundles.js';

/** A config's `agent` section, as far as its request is read from it. */
interface AgentConfig {
  templates?: Record<string, unknown>;
  tools?: { env_variables?: Record<string, unknown>; bundles?: Array<{ path?: unknown; hidden_tools?: unknown }>; enable_bash_tool?: unknown; parse_function?: { type?: unknown } };
}

/** tools/tools.py `ToolConfig.env_variables`' default. */
const ENV_VARIABLES = { PAGER: 'cat', MANPAGER: 'cat', LESS: '-R', PIP_PROGRESS_BAR: 'off', TQDM_DISABLE: '1', GIT_PAGER: 'cat' };
/** agents.py `TemplateConfig`'s defaults. */
const NEXT_STEP = 'Observation: {{observation}}';
const TRUNCATED =
  'Observation: {{observation[:max_observation_length]}}<response clipped>' +
  '<NOTE>Observations should not exceeded {{max_observation_length}} characters. ' +
  '{{elided_chars}} characters were elided. Please try a different command that produces less output ' +
  'or use head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>';
/** The state a SWE-bench run starts in, as the bundles' state commands report it. */
const STATE = { working_dir: '/testbed', open_file: 'n/a' };

/** The templates rendered, each with how the run sends it (agents.py: setup, then each step). */
const RENDERED_TEMPLATES: Array<{ key: string; delivery: Delivery }> = [
  { key: 'system_template', delivery: { kind: 'every-request' } },
  { key: 'instance_template', delivery: { kind: 'start' } },
  { key: 'next_step_template', delivery: { kind: 'per-step' } },
  { key: 'next_step_no_output_template', delivery: { kind: 'per-step', instead: { output: 'empty' } } },
  // 100,000 characters, about 25,000 tokens at o200k's 4 characters a token.
  { key: 'next_step_truncated_observation_template', delivery: { kind: 'per-step', instead: { output: 'truncated', aboveTokens: 25_000 } } },
];

export interface ConfigRequest {
  parts: RenderedPart[];
  /** How each rendered template (by key under `agent.templates.`) is sent. */
  templates: Map<string, Delivery>;
  /** How the bundles' docstrings and argument descriptions reach the model: in `tools`, in `{{command_docs}}`, or not at all. */
  commandDelivery: Delivery;
  /** The bundle configs read, by path. */
  bundles: string[];
  /** The tools each loaded bundle hides (`hidden_tools`), by the bundle config's path. */
  hidden: Map<string, Set<string>>;
  assumptions: string[];
}

/**
 * One config's requests as SWE-agent renders them (docs/architecture.md, "Rendered requests"): its
 * templates rendered with jinja2 (an unknown variable prints nothing) over agents.py
 * `_get_format_dict` (the command docs, the env variables, an empty problem statement, the state a
 * run starts in), and, with function calling, its commands as the request's `tools`.
 */
export function configRequest(config: unknown, bundleText: (path: string) => string | undefined): ConfigRequest {
  const agent = ((config as { agent?: AgentConfig } | null)?.agent ?? {}) as AgentConfig;
  const templates = agent.templates ?? {};
  const tools = agent.tools ?? {};
  const assumptions: string[] = [];
  const commands: Command[] = tools.enable_bash_tool === false ? [] : [BASH_COMMAND];
  const bundles: string[] = [];
  const hiddenTools = new Map<string, Set<string>>();
  for (const bundle of tools.bundles ?? []) {
    const path = `${String(bundle.path).replace(/\/+$/, '')}/config.yaml`;
    const text = bundleText(path);
    const hidden = Array.isArray(bundle.hidden_tools) ? bundle.hidden_tools.map(String) : [];
    const found = text === undefined ? undefined : bundleCommands(text, hidden);
    if (found) {
      commands.push(...found);
      bundles.push(path);
      hiddenTools.set(path, new Set(hidden));
    } else assumptions.push(`the tool bundle ${String(bundle.path)} is not in the repository: its commands are priced as nothing`);
  }
  const env = tools.env_variables ?? ENV_VARIABLES;
  let docs = '';
  try {
    docs = commandDocs(commands, env);
  } catch (error) {
    assumptions.push(`the command docs could not be written (${(error as Error).message}): priced as empty`);
  }
  const functionCalling = (tools.parse_function?.type ?? 'function_calling') === 'function_calling';
  // agents.py renders the system template over `_get_format_dict()` alone; the instance and step
  // templates also get the state the bundles report.
  const system = { command_docs: docs, ...env, problem_statement: '', repo: '' };
  const variables = { ...system, ...STATE };
  const step = { ...variables, observation: '', elided_chars: 0, max_observation_length: templates.max_observation_length ?? 100_000 };
  const text = (key: string): string => {
    const own = templates[key];
    if (typeof own === 'string') return own;
    if (key === 'next_step_no_output_template') return text('next_step_template');
    return key === 'next_step_template' ? NEXT_STEP : key === 'next_step_truncated_observation_template' ? TRUNCATED : '';
  };
  const render = (key: string, values: Record<string, unknown>): string => {
    try {
      return renderJinja2(text(key), values, 'lenient');
    } catch (error) {
      assumptions.push(`${key} could not be rendered (${(error as Error).message}): priced as written`);
      return text(key);
    }
  };
  const parts: RenderedPart[] = [];
  const delivered = new Map<string, Delivery>();
  let commandDelivery: Delivery = { kind: 'never', reason: 'the config shows the model no command docs' };
  for (const { key, delivery } of RENDERED_TEMPLATES) {
    const isStep = key.startsWith('next_step');
    let rendered = render(key, isStep ? step : key === 'system_template' ? system : variables);
    // agents.py joins the strategy template to the instance template with a newline.
    if (key === 'instance_template' && typeof templates.strategy_template === 'string') rendered += `\n${render('strategy_template', variables)}`;
    if (rendered === '' && !isStep) continue;
    parts.push({ key, delivery, text: rendered, ...(key === 'instance_template' ? { carriesTask: true } : {}) });
    delivered.set(key, delivery);
    if (/\{\{-?\s*command_docs\b/.test(text(key)) && commandDelivery.kind === 'never') commandDelivery = delivery;
  }
  if (typeof templates.strategy_template === 'string') delivered.set('strategy_template', { kind: 'start' });
  if (functionCalling && commands.length > 0) {
    // The request body as litellm hands it on (compact JSON); providers count tool definitions in their own framing.
    parts.push({ key: 'tools', delivery: { kind: 'every-request' }, text: JSON.stringify(commands.map(functionCallingTool)) });
    commandDelivery = { kind: 'every-request' };
  }
  return { parts, templates: delivered, commandDelivery, bundles, hidden: hiddenTools, assumptions };
}
