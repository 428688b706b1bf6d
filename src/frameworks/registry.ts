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
import type { FrameworkProfile } from './profile.js';
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
 * The one list of modules whose import marks code as talking to a model: the generic SDKs, the
 * frameworks no profile speaks for yet, and every profile's own `sdkModules`.
 */
export function sdkModules(profiles: readonly FrameworkProfile[] = PROFILES): SdkModules {
  const of = (language: keyof SdkModules): string[] => [
    ...new Set([...GENERIC_SDK_MODULES[language], ...UNPROFILED_FRAMEWORK_MODULES[language], ...profiles.flatMap((p) => p.sdkModules?.[language] ?? [])]),
  ];
  return { python: of('python'), javascript: of('javascript') };
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
 * What extraction needs to know beyond a file: the SDK modules, whether the repository talks to a
 * model, and the profiles' readers.
 */
export function extractOptions(files: Iterable<SourceFile>, profiles: readonly FrameworkProfile[] = PROFILES): ExtractOptions {
  const modules = sdkModules(profiles);
  return { sdkModules: modules, repositoryTalksToModel: repositoryTalksToModel(files, modules), frameworkExtractors: profileExtractors(profiles) };
}
