import type { ModelSpec } from '../models/model.js';
import { providerCache } from './caching/for-model.js';
import type { CacheLayout } from '../frameworks/cache-layout.js';
import { HistoryBlocks } from './caching/request-blocks.js';
import { History } from './history.js';
import { RequestMeter } from './meter.js';
import { RunningTotals, type SimulationTotals } from './running-totals.js';
import type { MemoryPolicy, PolicyEvent } from './policies/policy.js';
import { EventLog } from './event-log.js';
import { RequestLog } from './request-log.js';
import type { SizedMessage } from '../trace/trace.js';

export interface SimulationOptions {
  model: ModelSpec;
  policy: MemoryPolicy;
  caching: boolean;
  /** Where the agent marks Anthropic cache breakpoints; Anthropic's common layout when absent. */
  cacheLayout?: CacheLayout;
  /** Tokens every history message costs beyond its content (DESIGN 4.2). */
  messageOverhead: number;
  /** Where the run overflows; the model's context window unless the policy sets its own. */
  window?: number;
  /**
   * Tokens rebuilt after the history for every request (aider's reminder and chat files): part of
   * every request's input, never of its cached prefix, since the history before them grows.
   */
  trailingTokens?: number;
  /** Requests of their own (planning, a final answer, a requery after a failure), in step order. */
  sideCalls?: SideCallRequest[];
  /** False when only the totals are wanted (a what-if row): no record is kept per request, nor the policy's events. */
  recordRequests?: boolean;
}

/** A request beside the run's own: it is paid, and never replayed. */
export interface SideCallRequest {
  /** Sent before the request of this step (0-based), or after the last one when it equals the step count. */
  beforeStep: number;
  /** Its own text: the template (and, for a requery, the failed output). */
  ownTokens: number;
  /** It also sends the system message and the history so far. */
  readsHistory: boolean;
  /** False when it sends the history without the system message (LangGraph's structured response). */
  readsSystem?: boolean;
  /**
   * It sends the history in smolagents' summary mode (an update-plan call): without the system
   * message, the model's own messages and earlier plans (`History.summaryInput`).
   */
  summary?: boolean;
  outputTokens: number;
  /** Tokens it leaves in the history for later requests (a plan the run then follows). */
  replayedTokens: number;
  /** What it is (`initial-plan`, `final-answer`, `requery`), as the run's side requests list it. */
  label?: string;
}

/** A side call as sent, in the order of the run: what it is, before which step, its input. */
export interface SideRequestRecord {
  label: string;
  beforeStep: number;
  inputTokens: number;
}

export type { SimulationTotals } from './running-totals.js';

export interface SimulationResult {
  /** Empty when the run keeps no records (`recordRequests: false`). */
  requests: RequestLog;
  /** The side calls (planning, final answer, requeries), in the order sent. */
  sideRequests: SideRequestRecord[];
  totals: SimulationTotals;
  /** What the policy did, where the run keeps records. */
  events: EventLog;
}

/**
 * Replays a run: before each assistant message the policy edits the history, then a request sends the
 * system message plus the history and receives the assistant message. Running totals only: no request
 * re-sums the history, so a run of n requests costs O(n) (amortised, given the policies' own cursors).
 */
export function simulate(messages: Iterable<SizedMessage>, options: SimulationOptions): SimulationResult {
  const run = new Simulation(options);
  for (const message of messages) run.add(message);
  return run.finish();
}

/**
 * One run, message by message, so a trace is simulated as it is read and several policies can replay
 * it in one pass (docs/architecture.md, "Simulation"). The system messages before the first request
 * are its system prompt; a system message later in the run is sent where it stands, in the history.
 */
export class Simulation {
  private readonly history: History;
  private readonly blocks: HistoryBlocks;
  private readonly cache: ReturnType<typeof providerCache>;
  private readonly requests = new RequestLog();
  private readonly events = new EventLog();
  private readonly sums: RunningTotals;
  private readonly meter: RequestMeter;
  private readonly sideRequests: SideRequestRecord[] = [];
  private readonly sideCalls: SideCallRequest[];
  private nextSideCall = 0;
  private previousLength = -1;
  /** The history's own step numbers start at 0; requests are numbered from 1, as the reference numbers them. */
  private step = 0;

  constructor(private readonly options: SimulationOptions) {
    // A policy's own window cannot make the model's larger.
    this.sums = new RunningTotals(Math.min(options.window ?? Number.POSITIVE_INFINITY, options.model.contextWindow));
    this.cache = providerCache(options.model, options.caching, options.cacheLayout);
    this.meter = new RequestMeter(options.model);
    this.sideCalls = [...(options.sideCalls ?? [])].sort((a, b) => a.beforeStep - b.beforeStep);
    this.history = new History(0, options.messageOverhead, options.policy.quotesResults === true);
    this.blocks = new HistoryBlocks(this.history, options.trailingTokens ?? 0);
  }

  add(message: SizedMessage): void {
    const { history } = this;
    // Before the first request, a system message is part of the system prompt it will send.
    if (message.role === 'system' && this.step === 0) {
      history.systemTokens += message.tokens + message.argsTokens + this.options.messageOverhead;
      return;
    }
    if (message.role !== 'assistant') {
      if (message.replacesHistory && history.length > 0) {
        // A compaction the log records: its summary replaces everything before it.
        const before = history.input;
        const replaced = history.length;
        history.compact(replaced, message.tokens + message.argsTokens, Math.max(0, this.step - 1));
        this.keepEvent({ request: this.step + 1, type: 'compact', freedTokens: before - history.input, messages: replaced });
      } else history.append(message, Math.max(0, this.step - 1));
      return;
    }
    this.request(message);
  }

  finish(): SimulationResult {
    this.sendSideCalls(Number.POSITIVE_INFINITY);
    return { requests: this.requests, sideRequests: this.sideRequests, totals: this.sums.totals(), events: this.events };
  }

  private request(message: SizedMessage): void {
    const { history, options, sums } = this;
    const trailing = options.trailingTokens ?? 0;
    this.sendSideCalls(this.step);
    const request = this.step + 1;
    const events = options.policy.beforeRequest(history, request);
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      this.keepEvent(event);
      // A summarising call reads the context as the previous request left it, so that much can be cached.
      if (event.summaryPass) {
        const pass = event.summaryPass;
        sums.addSummaryPass(this.meter.request(pass.inputTokens, this.cache.single(pass.inputTokens, sums.previousInput), pass.outputTokens), pass);
        // The summarising call reads the largest context of all: it counts for the peak and overflow.
        this.sums.countPeak(pass.inputTokens, request);
      }
    }
    const inputTokens = history.input + trailing;
    const same = history.unchangedSince(this.previousLength);
    // The system message and the first `same` history messages are what the previous request sent too.
    const charge = this.cache.request(this.blocks.at(this.previousLength < 0 ? 0 : 1 + same));
    const outputTokens = message.tokens + message.argsTokens;
    const metered = this.meter.request(inputTokens, charge, outputTokens);
    if (options.recordRequests !== false) {
      this.requests.add(inputTokens, metered.cachedTokens, metered.writtenTokens, outputTokens, metered.costUsd);
    }
    sums.addRequest(metered, inputTokens, outputTokens);
    this.sums.countPeak(inputTokens, request);
    this.previousLength = history.length;
    sums.previousInput = inputTokens - trailing;
    history.append(message, this.step);
    this.step++;
  }

  private sendSideCalls(upTo: number): void {
    const { history, sums, sideCalls } = this;
    while (this.nextSideCall < sideCalls.length && sideCalls[this.nextSideCall]!.beforeStep <= upTo) {
      const call = sideCalls[this.nextSideCall++]!;
      const read = !call.readsHistory ? 0 : call.summary ? history.summaryInput : history.input - (call.readsSystem === false ? history.systemTokens : 0);
      const inputTokens = call.ownTokens + read;
      // Its own request: whatever it shares with the run's prefix, a side call's cache is not counted on.
      const metered = this.meter.request(inputTokens, this.cache.single(inputTokens, 0), call.outputTokens);
      sums.addSideCall(metered, inputTokens, call.outputTokens);
      this.sideRequests.push({ label: call.label ?? 'side call', beforeStep: call.beforeStep, inputTokens });
      // A side call counts as the request it is sent before (one past the last for a final answer).
      this.sums.countPeak(inputTokens, call.beforeStep + 1);
      if (call.replayedTokens > 0) history.append({ role: 'user', tokens: call.replayedTokens, argsTokens: 0, plan: true }, Math.max(0, call.beforeStep - 1));
    }
  }

  /** A run that keeps no records keeps no events either: a window's run clears a result nearly every request. */
  private keepEvent(event: PolicyEvent): void {
    if (this.options.recordRequests !== false) this.events.add(event);
  }
}
