import { assertNever } from '../assert-never.js';
import type { Delivery } from '../frameworks/delivery.js';

/** How often a run carries a text: in every run, in some runs or steps, never, or only in another agent's. */
type Reach = 'every run' | 'some runs' | 'never' | 'other agent';

function reach(delivery: Delivery): Reach {
  switch (delivery.kind) {
    case 'every-request':
    case 'start':
    case 'after-history':
    case 'tool-result':
      return 'every run';
    case 'per-step':
      return delivery.instead ? 'some runs' : 'every run';
    case 'on-trigger':
    case 'while-matching':
    case 'invoked':
    case 'side-call':
    case 'on-failure':
      return 'some runs';
    case 'never':
      return 'never';
    case 'other-agent':
      return 'other agent';
    case 'repeated': {
      const reaches = delivery.copies.map(reach);
      return (['every run', 'some runs', 'other agent', 'never'] as const).find((r) => reaches.includes(r)) ?? 'never';
    }
    case 'rendered':
      return reach(delivery.as);
    default:
      return assertNever(delivery);
  }
}

/**
 * What a unit sent differently at head means for the run (docs/architecture.md, "Delivery changes"):
 * an always-applied rule that becomes a manual one saves tokens only because runs stop carrying it,
 * which a table of tokens alone would read as a saving.
 */
export function deliveryChangeMeaning(base: Delivery, head: Delivery): string {
  const [from, to] = [reach(base), reach(head)];
  if (from === 'every run' && to === 'some runs') {
    return 'every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it';
  }
  if (from === 'every run' && (to === 'never' || to === 'other agent')) return 'every run carried it at base; at head none does: the agent works without it';
  if (from === 'some runs' && to === 'every run') return 'only some runs carried it at base; at head every run does, and pays for it';
  if ((from === 'never' || from === 'other agent') && to !== 'never' && to !== 'other agent') return 'no run of this agent carried it at base; at head it does, and pays for it';
  if (from === 'some runs' && (to === 'never' || to === 'other agent')) return 'some runs carried it at base; at head none does';
  return 'the run carries it at other points, and pays for it a different number of times';
}
