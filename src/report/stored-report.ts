import { InputError } from '../input-error.js';
import { ROLES } from '../extract/prompt-unit.js';
import { isDeliveryDescription } from './delivery-words.js';
import { BUDGET_MEASURES, COUNT_METHODS, type Finding, type Report } from './report.js';

/**
 * A shape to check untrusted JSON against: a primitive name (`?` allows null), a list of one shape,
 * or an object of shapes (`key?` may be absent). Enough to know that the renderer will only meet the
 * types it was written for; the text in it is escaped when rendered, like any other repository text.
 */
type Shape = 'string' | 'number' | 'boolean' | 'string?' | 'number?' | Request | [Shape] | Nullable | { [key: string]: Shape };

/**
 * A request's number: a whole number from 1 (docs/architecture.md, "Memory policies"). A 0 can only
 * come from a report written before requests were numbered from 1, whose numbers would all be one off.
 */
type Request = 'request' | 'request?';

/** An object shape that may also be null (a scenario's model change). */
class Nullable {
  constructor(readonly shape: Shape) {}
}

const RUN_DELTA: Shape = { deltaRunTokens: 'number', deltaRunUsd: 'number' };

const SPREAD: Shape = { median: 'number', min: 'number', max: 'number' };
const MEASURED_SIDE: Shape = {
  runs: 'number',
  requests: 'number',
  inputTokens: SPREAD,
  cacheReadTokens: SPREAD,
  outputTokens: SPREAD,
  costUsd: new Nullable(SPREAD),
  from: 'string?',
  to: 'string?',
  unpriced: ['string'],
};

const RUN_TOTALS: Shape = { inputTokens: 'number', peakContext: 'number', costUsd: 'number', overflowRequest: 'request?' };
const REPORT: Shape = {
  version: 'number',
  base: { ref: 'string', sha: 'string' },
  head: { ref: 'string', sha: 'string' },
  model: {
    id: 'string',
    encoding: 'string',
    exact: 'boolean',
    contextWindow: 'number',
    prices: { input: 'number', output: 'number', cacheRead: 'number?', cacheWrite: 'number?' },
    source: 'string',
  },
  'counting?': [{ model: 'string', provider: 'string', method: 'string', encoding: 'string', 'scale?': 'number', texts: 'number', estimatedTexts: 'number', failure: 'string?' }],
  scenarios: [
    {
      name: 'string',
      model: 'string',
      contextWindow: 'number',
      steps: 'number',
      policy: 'string',
      caching: 'boolean',
      runsPerMonth: 'number?',
      prompt: { baseTokens: 'number', headTokens: 'number', deltaTokens: 'number', deltaPercent: 'number?' },
      'startup?': { baseTokens: 'number', headTokens: 'number' },
      base: RUN_TOTALS,
      head: RUN_TOTALS,
      deltaRunTokens: 'number',
      deltaRunUsd: 'number',
      framework: 'string',
      modelChange: new Nullable({ from: 'string', to: 'string', path: 'string?', line: 'number?', ...RUN_DELTA }),
      files: [{ path: 'string', baseTokens: 'number', headTokens: 'number', deltaTokens: 'number', ...RUN_DELTA }],
      interaction: RUN_DELTA,
      cacheNote: 'string?',
      'calibration?': {
        side: 'string',
        runs: 'number',
        from: 'string?',
        to: 'string?',
        fitted: { 'steps?': 'number', 'taskTokens?': 'number', 'toolOutputTokens?': 'number', 'outputTokensPerStep?': 'number' },
        kept: ['string'],
        recordedRequests: 'number',
        recordedInputTokens: 'number',
        simulatedInputTokens: 'number',
        'recordedCacheReadShare?': 'number',
        'simulatedCacheReadShare?': 'number',
      },
      'assumptions?': ['string'],
      whatIf: [
        {
          policy: 'string',
          baseRunTokens: 'number',
          headRunTokens: 'number',
          deltaRunTokens: 'number',
          deltaRunUsd: 'number',
          headPeakContext: 'number',
          headOverflowRequest: 'request?',
          headCachedTokens: 'number',
        },
      ],
      context: { base: ['number'], head: ['number'], window: 'number', baseEdits: ['request'], headEdits: ['request'] },
    },
  ],
  files: [
    {
      path: 'string',
      status: 'string',
      previousPath: 'string?',
      baseTokens: 'number',
      headTokens: 'number',
      deltaTokens: 'number',
      deltaRunTokens: 'number',
      deltaRunUsd: 'number',
      agent: 'string?',
      units: [
        {
          id: 'string',
          key: 'string',
          role: 'string',
          baseTokens: 'number',
          headTokens: 'number',
          deltaTokens: 'number',
          deltaRunTokens: 'number',
          deltaRunUsd: 'number',
          sentBy: [{ agent: 'string', delivery: 'string', 'base?': 'string' }],
          textChanged: 'boolean',
          'movedFrom?': 'string',
          'lines?': ['number'],
        },
      ],
    },
  ],
  totals: {
    baseTokens: 'number',
    headTokens: 'number',
    deltaTokens: 'number',
    deltaPercent: 'number?',
    agent: 'string?',
    baseRunTokens: 'number',
    headRunTokens: 'number',
    deltaRunTokens: 'number',
    baseRunUsd: 'number',
    headRunUsd: 'number',
    deltaRunUsd: 'number',
    deltaMonthlyUsd: 'number?',
    basePeakContext: 'number',
    headPeakContext: 'number',
    headOverflowRequest: 'request?',
  },
  findings: [
    {
      kind: 'string',
      path: 'string',
      message: 'string',
      'side?': 'string',
      'line?': 'number',
      'bytes?': 'number',
      'reason?': 'string',
      'unit?': 'string',
      'agent?': 'string',
      'base?': 'string',
      'head?': 'string',
    },
  ],
  verdict: {
    status: 'string',
    reasons: ['string'],
    thresholds: { maxDeltaTokens: 'number?', maxDeltaPercent: 'number?', maxDeltaUsd: 'number?', maxPeakContext: 'number?', 'maxMeasuredDeltaUsd?': 'number?' },
    'tolerancePercent?': 'number',
    'tolerated?': ['string'],
    'acceptLabel?': 'string?',
    'accepted?': { label: 'string', by: 'string?', reasons: ['string'] },
    'crossings?': [{ reason: 'string', status: 'string', 'agent?': 'string', 'budget?': 'string' }],
  },
  'configPath?': 'string',
  'trend?': {
    branch: 'string',
    url: 'string?',
    agents: [{ agent: 'string', pushes: 'number', since: 'string', first: { runUsd: 'number', runTokens: 'number' }, last: { runUsd: 'number', runTokens: 'number' } }],
  },
  'budgets?': [
    {
      budget: 'string',
      origin: { file: 'string', line: 'number?', 'path?': 'string' },
      kind: 'string',
      subject: 'string',
      measure: 'string',
      limit: 'number',
      base: 'number?',
      head: 'number',
      paths: ['string'],
      status: 'string',
      'uncounted?': 'string',
    },
  ],
  'pullRequest?': { number: 'number', headSha: 'string', 'url?': 'string' },
  'measured?': {
    base: [{ file: 'string', format: 'string' }],
    head: [{ file: 'string', format: 'string' }],
    agents: [
      {
        agent: 'string',
        scenario: 'string?',
        base: new Nullable(MEASURED_SIDE),
        head: new Nullable(MEASURED_SIDE),
        deltaInputTokens: 'number?',
        deltaCostUsd: 'number?',
      },
    ],
  },
};

/** Reads a report.json written by an earlier run; every error names the file and the key. */
export function parseStoredReport(text: string, file: string): Report {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`not a ctxguard report: ${(error as Error).message}`, { file });
  }
  // The version first: an older report's shape differs, and its version says why better than its keys.
  const version = typeof value === 'object' && value !== null ? (value as { version?: unknown }).version : undefined;
  // Version 1 numbered requests from 0; version 2's totals summed every agent's prompt material: read
  // as 3, their figures would mean something else than the comment says.
  if (version === 1 || version === 2) {
    const why = version === 1 ? 'which numbered requests from 0' : "whose totals summed all agents' prompt material";
    throw new InputError(`expected version 3, got ${version}: a report from an older ctxguard, ${why}; run the workflow that made it again with this version`, { file, key: 'version' });
  }
  if (version !== 3) throw new InputError(`expected version 3, got ${JSON.stringify(version)}`, { file, key: 'version' });
  check(value, REPORT, [], file);
  const report = value as Report;
  // Words the renderer shows as they are must be the renderer's own words.
  const oneOf = (value: string, allowed: readonly string[], key: string): void => {
    if (!allowed.includes(value)) throw new InputError(`expected ${allowed.join(', ')}, got ${JSON.stringify(value)}`, { file, key });
  };
  oneOf(report.verdict.status, ['pass', 'fail'], 'verdict.status');
  const delivery = (words: string, key: string): void => {
    if (!isDeliveryDescription(words)) throw new InputError(`expected how an agent sends a unit, got ${JSON.stringify(words)}`, { file, key });
  };
  report.counting?.forEach((c, i) => oneOf(c.method, COUNT_METHODS, `counting.${i}.method`));
  report.scenarios.forEach((s, i) => {
    if (s.calibration) oneOf(s.calibration.side, ['base', 'head'], `scenarios.${i}.calibration.side`);
  });
  report.verdict.crossings?.forEach((c, i) => oneOf(c.status, ['failing', 'tolerated', 'accepted'], `verdict.crossings.${i}.status`));
  report.budgets?.forEach((b, i) => {
    oneOf(b.kind, ['file', 'files', 'agent'], `budgets.${i}.kind`);
    oneOf(b.measure, BUDGET_MEASURES, `budgets.${i}.measure`);
    oneOf(b.status, ['within', 'over', 'tolerated'], `budgets.${i}.status`);
    if (b.kind !== 'agent' && b.paths.length === 0 && b.uncounted === undefined) throw new InputError('expected the paths of the files it bounds', { file, key: `budgets.${i}.paths` });
  });
  report.files.forEach((f, i) => {
    oneOf(f.status, ['added', 'modified', 'deleted', 'renamed', 'unchanged'], `files.${i}.status`);
    f.units.forEach((u, j) => {
      oneOf(u.role, ROLES, `files.${i}.units.${j}.role`);
      u.sentBy.forEach((by, k) => {
        delivery(by.delivery, `files.${i}.units.${j}.sentBy.${k}.delivery`);
        if (by.base !== undefined) delivery(by.base, `files.${i}.units.${j}.sentBy.${k}.base`);
      });
    });
  });
  report.findings.forEach((f, i) => {
    oneOf(f.kind, FINDING_KINDS, `findings.${i}.kind`);
    if (f.kind === 'delivery-changed') {
      delivery(f.base, `findings.${i}.base`);
      delivery(f.head, `findings.${i}.head`);
    }
    if ('side' in f && f.side !== undefined) oneOf(f.side, ['base', 'head'], `findings.${i}.side`);
  });
  return report;
}

/** Every kind a report can hold: a Record over the kinds, so a new kind does not compile until it is here. */
const FINDING_KIND_SET: Record<Finding['kind'], true> = {
  skipped: true,
  'config-changed': true,
  'thresholds-changed': true,
  'malformed-text': true,
  submodule: true,
  unreadable: true,
  'unbounded-tool-output': true,
  'unknown-model': true,
  'size-cap': true,
  'delivery-changed': true,
  'budget-unmatched': true,
  'cache-floor': true,
  'per-run-prefix': true,
};
const FINDING_KINDS = Object.keys(FINDING_KIND_SET);

function check(value: unknown, shape: Shape, path: Array<string | number>, file: string): void {
  const fail = (expected: string): never => {
    throw new InputError(`expected ${expected}, got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}`, { file, key: path.join('.') || '(top)' });
  };
  if (shape instanceof Nullable) {
    if (value !== null) check(value, shape.shape, path, file);
    return;
  }
  if (shape === 'request' || shape === 'request?') {
    if (shape === 'request?' && value === null) return;
    if (!Number.isInteger(value) || (value as number) < 1) {
      throw new InputError(`expected a request number (from 1), got ${JSON.stringify(value)}`, { file, key: path.join('.') });
    }
    return;
  }
  if (typeof shape === 'string') {
    if (shape.endsWith('?') && value === null) return;
    const type = shape.replace('?', '');
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value))) fail(`a ${type}`);
    return;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return fail('a list');
    value.forEach((item, i) => check(item, shape[0], [...path, i], file));
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object');
  for (const [rawKey, inner] of Object.entries(shape)) {
    const optional = rawKey.endsWith('?');
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined && optional) continue;
    check(field, inner, [...path, key], file);
  }
}
