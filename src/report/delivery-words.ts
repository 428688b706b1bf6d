import { describeDelivery, RENDERED, type Delivery, type DeliveryKind } from '../frameworks/delivery.js';

/** Stands for a delivery's own words (a skill's name, a glob): any text may fill it. */
const SLOT = '\u0000';

/** One delivery of every kind, its text fields the slot: a new kind does not compile until it is here. */
const EVERY_KIND: Record<DeliveryKind, Delivery> = {
  'every-request': { kind: 'every-request' },
  start: { kind: 'start' },
  'after-history': { kind: 'after-history' },
  'per-step': { kind: 'per-step' },
  'tool-result': { kind: 'tool-result' },
  'on-trigger': { kind: 'on-trigger', what: SLOT },
  'while-matching': { kind: 'while-matching', paths: [SLOT] },
  invoked: { kind: 'invoked', name: SLOT },
  'side-call': { kind: 'side-call', call: 'initial-plan', readsHistory: false },
  'other-agent': { kind: 'other-agent', agent: SLOT },
  'on-failure': { kind: 'on-failure' },
  never: { kind: 'never', reason: SLOT },
  // A repeated delivery's words are its copies' words joined: checked copy by copy below.
  repeated: { kind: 'never', reason: SLOT },
  // A rendered delivery's words are its rendering's, after a prefix: checked without it below.
  rendered: { kind: 'never', reason: SLOT },
};

/** The other words a kind has. */
const VARIANTS: Delivery[] = [
  { kind: 'side-call', call: 'final-answer', readsHistory: false },
  { kind: 'side-call', call: 'structured-response', readsHistory: true },
  { kind: 'per-step', instead: { output: 'empty' } },
  { kind: 'on-failure', replayed: true },
  { kind: 'per-step', instead: { output: 'truncated', aboveTokens: 1 } },
];

/** What `describeDelivery` can write, as patterns: its own words, with any text in a slot. */
const PATTERNS: RegExp[] = [...Object.values(EVERY_KIND), ...VARIANTS].map((d) => {
  const parts = describeDelivery(d).split(SLOT).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`);
});

/**
 * Whether a stored report's delivery is one `describeDelivery` writes: the renderer shows it as
 * text either way (escape.ts), but words that are not ours are not a delivery.
 */
export function isDeliveryDescription(text: string): boolean {
  const ours = (words: string): boolean => PATTERNS.some((p) => p.test(words));
  // A unit priced through a rendered request is described as that rendering, after a prefix.
  const own = text.startsWith(RENDERED) ? text.slice(RENDERED.length) : text;
  // A unit sent twice (aider's reminder) is described as its copies joined with ' + '.
  return ours(own) || own.split(' + ').every(ours);
}
