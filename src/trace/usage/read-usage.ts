import { assertNever } from '../../assert-never.js';
import { InputError } from '../../input-error.js';
import { claudeCodeRecords, isClaudeCodeTranscript } from './claude-code-usage.js';
import { claudeCodeOtelRecords, hasClaudeCodeApiRequests } from './claude-code-otel.js';
import { codexRecords, isCodexRollout } from './codex-rollout.js';
import { jsonDocuments, type JsonDocument } from './json-documents.js';
import { isLangfuseExport, langfuseRecords } from './langfuse.js';
import { isLiteLlmLog, liteLlmRecords } from './litellm.js';
import { isOpenAiAgentsTrace, openAiAgentsRecords } from './openai-agents-trace.js';
import { otlpLogRecords } from './otlp-logs.js';
import { convertSmolagents, isSmolagentsDump } from '../formats/smolagents.js';
import { isSweAgentTrajectory, sweAgentUsage } from '../formats/swe-agent.js';
import { hasOpenInferenceSpans, openInferenceRecords } from './openinference.js';
import { hasGenAiUsage, otelGenAiRecords } from './otel-genai.js';
import { otlpSpans, type OtlpSpan } from './otlp-spans.js';
import { providerUsageCounts, providerUsageKind } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

/** The files of recorded usage ctxguard reads (docs/architecture.md, "Recorded usage"). */
export const USAGE_FORMATS = ['otel-genai', 'openinference', 'claude-code', 'claude-code-otel', 'codex', 'openai-agents', 'langfuse', 'litellm', 'swe-agent', 'smolagents', 'provider-usage'] as const;
export type UsageFormat = (typeof USAGE_FORMATS)[number];

/**
 * A file's recorded usage, one record per model request, in the format given or the one its content
 * shows. A file that holds no request is an error: a gate on measured usage must never read a wrong
 * file as a run that spent nothing.
 */
export function readUsage(text: string, file: string, format?: UsageFormat): { format: UsageFormat; records: UsageRecord[] } {
  const documents = jsonDocuments(text, file);
  // An OTLP export's spans are walked once, for telling its conventions apart and for reading them.
  let walked: OtlpSpan[] | undefined;
  const spans = (): OtlpSpan[] => (walked ??= otlpSpans(documents, file));
  const found = format ?? detectUsageFormat(documents, file, spans);
  const records = usageRecords(found, documents, file, spans);
  if (records.length === 0) throw new InputError(`no model request with usage in this ${found} file`, { file });
  for (const record of records) checkParts(record);
  return { format: found, records };
}

/** A record whose parts exceed their whole would price tokens that were never sent: an error at its line. */
function checkParts(record: UsageRecord): void {
  const cached = record.cacheReadTokens + record.cacheWrite5mTokens + record.cacheWrite1hTokens;
  const where = { file: record.source.file, line: record.source.line };
  if (cached > record.inputTokens) throw new InputError(`${cached} cached input tokens (read and written) in a request of ${record.inputTokens} input tokens`, where);
  if (record.reasoningTokens > record.outputTokens) throw new InputError(`${record.reasoningTokens} reasoning tokens in a request of ${record.outputTokens} output tokens`, where);
}

function usageRecords(format: UsageFormat, documents: readonly JsonDocument[], file: string, spans: () => OtlpSpan[]): UsageRecord[] {
  switch (format) {
    case 'otel-genai':
      return otelGenAiRecords(spans(), file);
    case 'openinference':
      return openInferenceRecords(spans(), file);
    case 'claude-code':
      return claudeCodeRecords(documents, file);
    case 'claude-code-otel':
      return claudeCodeOtelRecords(otlpLogRecords(documents, file), file);
    case 'openai-agents':
      return openAiAgentsRecords(documents, file);
    case 'langfuse':
      return langfuseRecords(documents, file);
    case 'codex':
      return codexRecords(documents, file);
    case 'litellm':
      return liteLlmRecords(documents, file);
    case 'swe-agent':
      return trajectoryRecords(documents, file);
    case 'smolagents':
      return documents.flatMap(({ value, line, lineOf }) => convertSmolagents(value, file, (path) => lineOf?.(path) ?? line).recorded ?? []);
    case 'provider-usage':
      return providerUsageRecords(documents, file);
    default:
      return assertNever(format);
  }
}

/** The format a file's content shows, or an error saying what was looked for. */
export function detectUsageFormat(documents: readonly JsonDocument[], file: string, spans = (): OtlpSpan[] => otlpSpans(documents, file)): UsageFormat {
  const values = documents.flatMap(({ value }) => (Array.isArray(value) ? value : [value]));
  const first = values[0];
  if (typeof first === 'object' && first !== null && 'resourceSpans' in first) {
    if (hasOpenInferenceSpans(spans())) return 'openinference';
    if (hasGenAiUsage(spans())) return 'otel-genai';
    throw new InputError('an OTLP trace export without GenAI usage (gen_ai.usage.*) or OpenInference spans', { file });
  }
  if (typeof first === 'object' && first !== null && 'resourceLogs' in first) {
    if (hasClaudeCodeApiRequests(otlpLogRecords(documents, file))) return 'claude-code-otel';
    throw new InputError("an OTLP logs export without Claude Code's claude_code.api_request events", { file });
  }
  if (isOpenAiAgentsTrace(documents)) return 'openai-agents';
  if (isLangfuseExport(documents)) return 'langfuse';
  if (isCodexRollout(documents)) return 'codex';
  if (isClaudeCodeTranscript(documents)) return 'claude-code';
  if (isLiteLlmLog(documents)) return 'litellm';
  // A trajectory or a memory dump is one document: the whole file, a list of steps included.
  const whole = documents.length === 1 ? documents[0]!.value : undefined;
  if (isSweAgentTrajectory(whole)) return 'swe-agent';
  if (isSmolagentsDump(whole)) return 'smolagents';
  if (values.some((value) => providerUsageKind(usageObjectOf(value)) !== undefined)) return 'provider-usage';
  throw new InputError(`not a usage format ctxguard reads (${USAGE_FORMATS.join(', ')})`, { file });
}

/**
 * Provider responses or their usage objects, one per line (or a list): an Anthropic or OpenAI
 * response with `usage`, a Gemini one with `usageMetadata`, or the usage object alone. A line whose
 * usage is no provider's is an error naming its line.
 */
function providerUsageRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const records: UsageRecord[] = [];
  for (const { value, line } of documents) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const usage = usageObjectOf(item);
      const kind = providerUsageKind(usage);
      if (kind === undefined) throw new InputError('no usage object of Anthropic, OpenAI or Gemini here', { file, line });
      const counts = providerUsageCounts(usage, kind, (field) => {
        throw new InputError('not a token count', { file, line, key: field });
      });
      const { model: named, modelVersion, id } = item as { model?: unknown; modelVersion?: unknown; id?: unknown };
      const model = named ?? modelVersion;
      records.push({ ...(typeof model === 'string' ? { model } : {}), ...counts, ...(typeof id === 'string' ? { requestId: id } : {}), source: { file, line } });
    }
  }
  return records;
}

/** A SWE-agent trajectory's bill: one record of all its calls (`info.model_stats`), the file its run. */
function trajectoryRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  return documents.flatMap(({ value, line, lineOf }) => {
    const record = sweAgentUsage(value, (path) => ({ file, line: lineOf?.(path) ?? line, key: path.join('.') }));
    return record ? [record] : [];
  });
}

function usageObjectOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return v.usage ?? v.usageMetadata ?? value;
}
