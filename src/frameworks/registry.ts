import { mergeCodeRules, type ResolvedCodeRules } from '../extract/code/code-rules.js';
import type { SdkModules } from '../extract/code/sdk-imports.js';
import type { ExtractOptions, FrameworkExtractor } from '../extract/extract.js';
import { repositoryTalksToModel } from '../extract/repository-context.js';
import type { SourceFile } from '../extract/snapshot.js';
import type { PromptFileRules } from '../extract/prompt-files.js';
import { claudeCode } from './claude-code.js';
import { cline } from './cline.js';
import { codex } from './codex.js';
import { copilot } from './copilot.js';
import { aider } from './aider.js';
import { cursor } from './cursor.js';
import { geminiCli } from './gemini-cli.js';
import { ag2 } from './code-only/ag2.js';
import { agno } from './code-only/agno.js';
import { crewai } from './code-only/crewai.js';
import { dspy } from './code-only/dspy.js';
import { googleAdk } from './code-only/google-adk.js';
import { haystack } from './code-only/haystack.js';
import { langchain } from './code-only/langchain.js';
import { llamaindex } from './code-only/llamaindex.js';
import { marvin } from './code-only/marvin.js';
import { mastra } from './code-only/mastra.js';
import { pydanticAi } from './code-only/pydantic-ai.js';
import { semanticKernel } from './code-only/semantic-kernel.js';
import { vercelAiSdk } from './code-only/vercel-ai-sdk.js';
import type { CodeFramework, FrameworkProfile } from './profile.js';
import { langgraph } from './langgraph.js';
import { mcp } from './mcp.js';
import { openaiAgents } from './openai-agents.js';
import { smolagents } from './smolagents.js';
import { sweAgent } from './swe-agent.js';
import { GENERIC_SDK_MODULES, UNPROFILED_FRAMEWORK_MODULES } from './sdk-modules.js';
import { windsurf } from './windsurf.js';

/**
 * Every framework and coding tool ctxguard knows, in the order their agents are listed. A unit no
 * profile claims is priced by its role (`find-agents.ts`).
 */
export const PROFILES: readonly FrameworkProfile[] = [
  // Coding tools whose instruction files live in the repository.
  claudeCode,
  cursor,
  copilot,
  windsurf,
  cline,
  geminiCli,
  codex,
  // Agents defined in application code and configuration.
  smolagents,
  sweAgent,
  aider,
  openaiAgents,
  langgraph,
  mcp,
];

/**
 * Frameworks known by their code alone: where their prompts pass through code (`code`), not yet
 * when their runs send them, so their units are the application's agent's (`find-agents.ts`).
 * Giving one agents is moving its file up into `src/frameworks/` with a `findAgents`.
 */
export const CODE_FRAMEWORKS: readonly CodeFramework[] = [
  langchain,
  llamaindex,
  crewai,
  dspy,
  pydanticAi,
  haystack,
  ag2,
  semanticKernel,
  marvin,
  googleAdk,
  agno,
  vercelAiSdk,
  mastra,
];

/** Every framework the code readers know: the profiles, then those known by their code alone. */
export const FRAMEWORKS: readonly CodeFramework[] = [...PROFILES, ...CODE_FRAMEWORKS];

/**
 * The one list of modules whose import marks code as talking to a model: the generic SDKs, the
 * frameworks no module speaks for yet, and every framework's own `sdkModules`.
 */
export function sdkModules(profiles: readonly CodeFramework[] = FRAMEWORKS): SdkModules {
  const of = (language: keyof SdkModules): string[] => [
    ...new Set([...GENERIC_SDK_MODULES[language], ...UNPROFILED_FRAMEWORK_MODULES[language], ...profiles.flatMap((p) => p.sdkModules?.[language] ?? [])]),
  ];
  return { python: of('python'), javascript: of('javascript') };
}

/** Every framework's code rules as one, for the code readers (`extract/code/code-rules.ts`). */
export function codeRules(frameworks: readonly CodeFramework[] = FRAMEWORKS): ResolvedCodeRules {
  return mergeCodeRules(frameworks.flatMap((f) => (f.code ? [f.code] : [])));
}

/** The files each profile reads itself, for the path classifier. */
export function profileFileRules(profiles: readonly FrameworkProfile[] = PROFILES): NonNullable<PromptFileRules['frameworkFiles']> {
  return profiles.flatMap((p) => (p.files ? [{ profile: p.id, globs: p.files.globs }] : []));
}

/** How each profile reads its files, for extraction. */
export function profileExtractors(profiles: readonly FrameworkProfile[] = PROFILES): ReadonlyMap<string, FrameworkExtractor> {
  return new Map(profiles.flatMap((p) => (p.files ? [[p.id, (path: string, text: string) => p.files!.extract(path, text)] as const] : [])));
}

/**
 * What extraction needs to know beyond a file: the SDK modules, the frameworks' code rules, whether
 * the repository talks to a model (read from these files), and the profiles' readers.
 */
export function extractOptions(files: Iterable<SourceFile>, profiles: readonly FrameworkProfile[] = PROFILES, codeOnly: readonly CodeFramework[] = CODE_FRAMEWORKS): ExtractOptions {
  const options = extractOptionsFor(false, profiles, codeOnly);
  return { ...options, repositoryTalksToModel: repositoryTalksToModel(files, options.sdkModules!) };
}

/**
 * The same, for a reader that learns whether the repository talks to a model before it has every file
 * (`repositoryTalksToModel` one file at a time, with `talksToModel`), as incremental extraction does.
 */
export function extractOptionsFor(talksToModel: boolean, profiles: readonly FrameworkProfile[] = PROFILES, codeOnly: readonly CodeFramework[] = CODE_FRAMEWORKS): ExtractOptions {
  const frameworks = [...profiles, ...codeOnly];
  const readers = profiles.flatMap((p) => (p.readsText ? [p.readsText] : []));
  return {
    sdkModules: sdkModules(frameworks),
    codeRules: codeRules(frameworks),
    repositoryTalksToModel: talksToModel,
    frameworkExtractors: profileExtractors(profiles),
    keepsText: (file, units) => {
      const wanted = new Set(readers.map((reads) => reads(file, units)).filter((t) => t !== undefined));
      // Two frameworks that read different parts of one file both get what they read: all of it.
      return wanted.size === 0 ? undefined : wanted.size === 1 ? [...wanted][0] : file.text;
    },
  };
}

/**
 * `extractOptionsFor` both ways, built once and sharing their module lists, so that a file's imports
 * read for one are known to the other: how incremental extraction, and each extraction worker, read code.
 */
export function extractOptionsEachWay(): (talksToModel: boolean) => ExtractOptions {
  const plain = extractOptionsFor(false);
  const talking: ExtractOptions = { ...plain, repositoryTalksToModel: true };
  return (talks) => (talks ? talking : plain);
}
