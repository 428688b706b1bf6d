import type { Node } from 'web-tree-sitter';
import type { Role } from '../prompt-unit.js';
import { PROMPT_ARGUMENTS } from './prompt-names.js';
import type { StaticText } from './static-text.js';
import type { ResolvedCodeRules } from './code-rules.js';

/**
 * The variable a call's result is assigned to (`triage = Agent(...)`), or the key it stands under
 * (`tools: {weather: tool(...)}`): a name for units found in the call that does not change when other
 * calls are added around it.
 */
export function assignedName(call: Node): string | undefined {
  let node: Node | null = call;
  // Deep enough for `raw: Annotated[bool, Field(...)]` (call < type < type_parameter < generic_type < type).
  for (let depth = 0; node && depth < 6; depth++, node = node.parent) {
    const parent: Node | null = node.parent;
    if (!parent) return undefined;
    if (parent.type === 'assignment' || parent.type === 'variable_declarator') {
      const left = parent.childForFieldName('left') ?? parent.childForFieldName('name');
      return left && /^[\w.]+$/.test(left.text) ? left.text : undefined;
    }
    if (parent.type === 'pair' || parent.type === 'keyword_argument') {
      const key = parent.childForFieldName('key') ?? parent.childForFieldName('name');
      return key?.text.replace(/^["'`]|["'`]$/g, '');
    }
    // `raw: Annotated[bool, Field(...)]` names its Field by the annotated attribute.
    if (!['await', 'await_expression', 'parenthesized_expression', 'call', 'call_expression', 'argument_list', 'arguments', 'subscript', 'type', 'type_parameter', 'generic_type'].includes(parent.type)) return undefined;
  }
  return undefined;
}

/**
 * Anthropic's content blocks, `[{"type": "text", "text": "..."}]`, as the text they send. Undefined
 * unless every block is a text block with static text.
 */
export function contentBlocks(node: Node, evaluate?: (node: Node) => StaticText | undefined): StaticText | undefined {
  if (node.type !== 'list' && node.type !== 'array') return undefined;
  const texts: StaticText[] = [];
  for (const block of node.namedChildren) {
    if (!block || (block.type !== 'dictionary' && block.type !== 'object')) return undefined;
    let text: StaticText | undefined;
    for (const pair of block.namedChildren) {
      if (pair?.type !== 'pair') continue;
      const key = pair.childForFieldName('key')?.text.replace(/^["'`]|["'`]$/g, '');
      const value = pair.childForFieldName('value');
      if (key === 'text' && value && evaluate) text = evaluate(value);
    }
    if (!text) return undefined;
    texts.push(text);
  }
  return texts.length ? { text: texts.map((t) => t.text).join('\n'), placeholders: texts.flatMap((t) => t.placeholders) } : undefined;
}

/**
 * The role of a prompt argument, given the call (its last name) it is passed to: first as a
 * framework's rules say for that call (CrewAI's `Task(description=)` is the task, not a tool's; an
 * MCP prompt's description is not sent), then as they say for the argument anywhere
 * (`backstory=`), then as the providers' SDKs use it (`system=`, `instructions=`).
 */
export function argumentRole(callee: string, argument: string, rules: Pick<ResolvedCodeRules, 'argumentRoles' | 'promptArguments'>): Role | undefined {
  const special = rules.argumentRoles.find((r) => r.argument === argument && r.callee.test(callee));
  if (special) return special.role ?? undefined;
  return rules.promptArguments[argument] ?? PROMPT_ARGUMENTS[argument];
}

/**
 * Where a chat message's text sits in a run, by its role as the SDKs spell it: `system` and
 * `developer` are the prefix, `assistant` and LangChain's `ai` are examples, `user`, `human` and
 * the rest are the task.
 */
export function messageRole(role: string): Role {
  const r = role.toLowerCase();
  if (r === 'system' || r === 'developer') return 'system';
  if (r === 'assistant' || r === 'ai') return 'example';
  return 'template';
}

/** The key of a chat message's text: `scope.messages[role]`. */
export function messageKey(scope: string[], role: string): string {
  return [...scope, `messages[${role}]`].join('.');
}
