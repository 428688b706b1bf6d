import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { Delivery } from '../delivery.js';
import { pythonFormat } from '../python/str-format.js';
import type { RenderedPart } from '../rendered-part.js';

/**
 * What aider's default model (`sonnet`, claude-sonnet-4-6 by models.py `MODEL_ALIASES`, with the
 * settings aider/resources/model-settings.yml gives it) makes of a format's prompts: neither lazy nor overeager, examples as messages of their own, the
 * reminder appended to the user's message, a system message. With the machine a run is on, these
 * are what a rendering assumes (docs/architecture.md, "Rendered requests").
 */
export const DEFAULT_MODEL_SETTINGS = { model: 'claude-sonnet-4-6', lazy: false, overeager: false } as const;

/** base_coder.py `get_platform_info` on a Linux machine in a git repository, English as the user's language. */
export const PLATFORM = '- Platform: Linux-6.8.0-x86_64-with-glibc2.39\n- Shell: SHELL=/bin/bash\n- Language: English\n- Current date: 2026-12-02\n- The user is operating inside a git repository\n';

/** base_coder.py `format_chat_chunks`: after the examples, before the conversation. */
const EXAMPLES_END = [
  { role: 'user', content: "I switched to a new code base. Please don't consider the above files or try to edit them any longer." },
  { role: 'assistant', content: 'Ok.' },
];

/**
 * A format's attributes as it has them (its own, else inherited): the units each is written in, and
 * the text of those set to a string too short to be a unit (`system_reminder = "{final_reminders}"`).
 */
export interface FormatAttributes {
  units: ReadonlyMap<string, readonly PromptUnit[]>;
  literals: ReadonlyMap<string, string>;
}

const EVERY: Delivery = { kind: 'every-request' };

/**
 * A format's request as base_coder.py `format_chat_chunks` builds it before any history: the system
 * message (`main_system` and `system_reminder`, each through `fmt_system_prompt`), the example
 * conversation and its closing pair, and the reminder appended to the user's message after the
 * history. An attribute's text is its unit's, or the literal it is set to; one set to anything else is "".
 */
export function aiderRequest(attributes: FormatAttributes): { parts: RenderedPart[]; errors: string[] } {
  const errors: string[] = [];
  const text = (attribute: string): string => attributes.units.get(attribute)?.[0]?.text ?? attributes.literals.get(attribute) ?? '';
  // aider would raise a KeyError; the text is priced as written, and said.
  const format = (prompt: string, what: string, values: Record<string, unknown>): string => {
    try {
      return pythonFormat(prompt, values);
    } catch (error) {
      errors.push(`${what} could not be formatted (${(error as Error).message}): priced as written`);
      return prompt;
    }
  };
  const fields = {
    fence: ['```', '```'],
    quad_backtick_reminder: '',
    final_reminders: 'Reply in English.\n',
    platform: PLATFORM,
    shell_cmd_prompt: format(text('shell_cmd_prompt'), 'shell_cmd_prompt', { platform: PLATFORM }),
    rename_with_shell: text('rename_with_shell'),
    shell_cmd_reminder: format(text('shell_cmd_reminder'), 'shell_cmd_reminder', { platform: PLATFORM }),
    go_ahead_tip: text('go_ahead_tip'),
    language: 'English',
  };
  const fmt = (prompt: string, what: string): string => format(prompt, what, fields);
  const reminder = text('system_reminder');
  const system = fmt(text('main_system'), 'main_system') + (reminder ? `\n${fmt(reminder, 'system_reminder')}` : '');
  const parts: RenderedPart[] = [{ key: 'system', delivery: EVERY, text: system }];
  const examples = exampleMessages(attributes.units.get('example_messages') ?? []);
  examples.forEach((m, i) => parts.push({ key: `example_messages[${i}].${m.role}`, delivery: EVERY, text: fmt(m.content, 'an example message') }));
  if (examples.length > 0) EXAMPLES_END.forEach((m, i) => parts.push({ key: `examples_end[${i}].${m.role}`, delivery: EVERY, text: m.content }));
  // reminder: user (the default): appended to the user's last message, after the history.
  if (reminder) parts.push({ key: 'system_reminder (after the history)', delivery: { kind: 'after-history' }, text: `\n\n${fmt(reminder, 'system_reminder')}` });
  return { parts, errors };
}

/** `example_messages = [dict(role=..., content=...), ...]`, in order: units keyed `messages[role]`, `messages[role]#2`. */
function exampleMessages(units: readonly PromptUnit[]): Array<{ role: string; content: string }> {
  return [...units]
    .sort((a, b) => a.lines[0] - b.lines[0])
    .map((u) => ({ role: /messages\[(\w+)\]/.exec(u.key)?.[1] ?? 'user', content: u.text }));
}
