import type { Verdict } from '../report/report.js';

/** The pull request's labels as the event or the API gives them, and who added the accept label where that is known. */
export interface PullRequestLabels {
  names: readonly string[];
  /** The login of whoever added the accept label last; null where it could not be read. */
  acceptedBy?: string | null;
}

/**
 * Whether the pull request carries the accept label. GitHub keeps label names unique regardless of
 * case, so `CTXGuard: Accept` is the same label.
 */
export function hasAcceptLabel(verdict: Pick<Verdict, 'acceptLabel'>, labels: readonly string[]): boolean {
  const wanted = verdict.acceptLabel?.toLowerCase();
  return wanted !== undefined && labels.some((name) => name.trim().toLowerCase() === wanted);
}

/**
 * A failing check that the pull request's accept label passes: it passes, and what it would have
 * failed for is kept as accepted, with who added the label, so the comment and the log say who
 * accepted what. A passing check, or one without the label, is as it was.
 * (docs/architecture.md, "Accepting an increase")
 */
export function acceptByLabel(verdict: Verdict, labels: PullRequestLabels): Verdict {
  if (verdict.status !== 'fail' || !verdict.acceptLabel || !hasAcceptLabel(verdict, labels.names)) return verdict;
  const crossings = verdict.crossings?.map((c) => (c.status === 'failing' ? { ...c, status: 'accepted' as const } : c));
  return {
    ...verdict,
    status: 'pass',
    reasons: [],
    accepted: { label: verdict.acceptLabel, by: labels.acceptedBy ?? null, reasons: verdict.reasons },
    ...(crossings ? { crossings } : {}),
  };
}
