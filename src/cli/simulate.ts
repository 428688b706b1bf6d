import { resolve } from 'node:path';
import { analyzeSimulation } from '../analyze/simulate.js';
import type { SimulateReport } from '../report/simulate-report.js';
import { tokenizer } from '../count/tokenizer.js';
import { InputError } from '../input-error.js';
import { TraceFile } from './trace-file.js';
import { localCounting, scaledCount } from '../models/calibration.js';
import { isKnownModel, resolveModel } from '../models/catalog.js';
import { renderSimulationTable } from '../report/simulation-table.js';
import { loadTrace, streamedTrace, streamsLineByLine } from '../trace/formats/load-trace.js';
import { TRACE_FORMATS, type LoadedTrace, type TraceFormat } from '../trace/formats/recorded-usage.js';
import { inProcessReplay, type Replayer } from '../simulate/replay.js';
import { ReplayThreadFailure, replayThreadFor, threadReplayer, type ThreadReplayer } from '../pipeline/replay-thread.js';
import { sizedMessages, sizeTrace, type SizedMessage, type TraceMessage } from '../trace/trace.js';
import { frameTrace, framingFor, type ChatFraming } from '../trace/chat-framing.js';
import { repositoryRoot } from '../changes/repository-root.js';
import { commandConfig, oneOf, parseCommandArgs, type CommandConfig } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { SIMULATE_USAGE } from './usage.js';


export const SIMULATE_FLAGS: readonly Flag[] = [
  {
    name: 'trace',
    type: 'string',
    value: 'FILE',
    help: `a run: canonical JSONL, OpenAI or Anthropic messages, a smolagents memory\ndump, a Claude Code session log or a SWE-agent trajectory (.traj)\n(recognised, or --trace-format)`,
  },
  { name: 'trace-format', type: 'string', value: 'FORMAT', help: TRACE_FORMATS.join(', ') },
  { name: 'config', type: 'string', value: 'FILE', help: 'simulate the agents of .ctxguard.yml with the prompt files of this tree' },
  { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];

/** A canonical trace read as it streams: its messages come once, a batch at a time, as the simulation takes them. */
interface StreamedTrace {
  format: 'jsonl';
  stream: Iterable<TraceMessage[]>;
}

export async function simulateCommand(args: string[], io: Io): Promise<number> {
  const { values } = parseCommandArgs('simulate', args, flagOptions(SIMULATE_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(SIMULATE_USAGE, SIMULATE_FLAGS));
    return 0;
  }
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const tracePath = values.trace as string | undefined;
  const configPath = values.config as string | undefined;
  if (!tracePath === !configPath) throw new InputError('give either --trace FILE or --config FILE');
  // A long trace's worker thread starts first, so that its start overlaps finding the repository and
  // reading its settings (docs/architecture.md, "Simulation").
  const trace = tracePath ? openTrace(tracePath, values['trace-format'] as string | undefined, io) : undefined;
  let reports: SimulateReport[];
  try {
    // --config FILE simulates that file's agents; a trace takes the repository's .ctxguard.yml settings
    // (models, policy, caching), if there is one, like every other command.
    const root = configPath ? io.cwd : await repositoryRoot(io.cwd, io.env);
    const settings = await commandConfig(values, io.cwd, root);
    reports = trace ? [await traceReport(trace, io, settings)] : await (await import('./simulate-agents.js')).agentReports(configPath!, io.cwd, settings.config);
  } finally {
    // A worker started for a trace whose settings failed to load.
    await trace?.thread?.cancel();
  }
  if (format === 'json') {
    io.stdout(`${JSON.stringify(reports.length > 1 ? { version: 1, agents: reports } : reports[0], null, 2)}\n`);
  } else {
    io.stdout(reports.map(renderSimulationTable).join('\n'));
  }
  return 0;
}

/** A `--trace` file, how it is read, and the worker thread that will replay it if it is long. */
interface OpenedTrace {
  file: TraceFile;
  format: TraceFormat | undefined;
  /** Canonical: simulated as it is read. The other formats are converted whole. */
  streams: boolean;
  thread: ThreadReplayer | undefined;
}

function openTrace(tracePath: string, formatFlag: string | undefined, io: Io): OpenedTrace {
  const format = formatFlag === undefined ? undefined : (oneOf('trace-format', formatFlag, TRACE_FORMATS, 'jsonl') as TraceFormat);
  const file = new TraceFile(resolve(io.cwd, tracePath), tracePath);
  const streams = streamsLineByLine(file.head(), format);
  const thread = streams && replayThreadFor(file.bytes(), io.env ?? process.env) ? threadReplayer(io.replayFault) : undefined;
  return { file, format, streams, thread };
}

/**
 * One trace's simulation. A long trace streamed from its file is replayed on a worker thread while
 * this one reads it; if the worker fails, the trace is read again and replayed in-process.
 */
async function traceReport(trace: OpenedTrace, io: Io, settings: CommandConfig): Promise<SimulateReport> {
  if (trace.thread) {
    try {
      return await simulateTrace(trace, settings, trace.thread);
    } catch (error) {
      if (!(error instanceof ReplayThreadFailure)) throw error;
      io.stderr(`ctxguard simulate: warning: ${error.message}; the trace is replayed in-process\n`);
    }
  }
  return simulateTrace(trace, settings, inProcessReplay);
}

/** A trace's simulation, priced with the model it names unless a flag names another. */
async function simulateTrace(
  { file: traceFile, format: traceFormat, streams }: OpenedTrace,
  { config, file, overrides }: CommandConfig,
  replayer: Replayer,
): Promise<SimulateReport> {
  const tracePath = traceFile.shown;
  const trace: LoadedTrace | StreamedTrace = streams
    ? { format: 'jsonl', stream: streamedTrace(traceFile.lineBatches(), tracePath) }
    : loadTrace(traceFile.text(), tracePath, traceFormat);
  // The model a log names prices it (it is what the run used), unless a flag names another.
  const named = overrides.model ?? ('model' in trace && trace.model && isKnownModel(trace.model, config.models) ? trace.model : undefined);
  const model = resolveModel(named ?? config.model, config.models, config.cacheTtl);
  const { encoding, scale } = localCounting(model, config.encoding);
  const t = tokenizer(encoding);
  const count = (text: string): number => scaledCount(t.count(text), scale);
  // A message_overhead the user set wins; otherwise a run is framed as its provider frames it, where known.
  const setOverhead = file.messageOverhead !== undefined || overrides.messageOverhead !== undefined;
  const framing = setOverhead ? undefined : framingFor(trace.format, model.provider, count);
  const framed = sizedBatches(trace, count, framing, config.messageOverhead);
  return analyzeSimulation(
    {
      source: tracePath,
      format: trace.format,
      messages: framed.batches,
      ...('recorded' in trace && trace.recorded ? { recorded: trace.recorded } : {}),
      ...('recordedRun' in trace && trace.recordedRun ? { recordedRun: trace.recordedRun } : {}),
      ...('everyRequestInHistory' in trace && trace.everyRequestInHistory ? { everyRequestInHistory: true } : {}),
      ...(framed.requestTokens ? { trailingTokens: framed.requestTokens } : {}),
      model,
      encoding,
      scale,
      policy: config.policy,
      caching: config.caching,
      cacheLayout: config.cacheBreakpoints,
      messageOverhead: framed.messageOverhead,
    },
    replayer,
  );
}

/**
 * A trace's sized messages in batches, with the overhead each message and each request costs: a
 * streamed trace's a read at a time, a whole trace's as one batch, framed as its provider frames it
 * where `framing` says how.
 */
function sizedBatches(
  trace: LoadedTrace | StreamedTrace,
  count: (text: string) => number,
  framing: ChatFraming | undefined,
  messageOverhead: number,
): { batches: Iterable<readonly SizedMessage[]>; messageOverhead: number; requestTokens: number } {
  if ('stream' in trace) return { batches: sizedMessages(trace.stream, count), messageOverhead, requestTokens: 0 };
  const sized = sizeTrace(trace.messages, count);
  if (!framing) return { batches: [sized], messageOverhead, requestTokens: 0 };
  const framed = frameTrace(trace.messages, sized, framing);
  return { batches: [framed.messages], messageOverhead: framed.messageOverhead, requestTokens: framed.requestTokens };
}
