import type { ExtractOptions, FrameworkExtractor } from '../extract/extract.js';
import { repositoryTalksToModel } from '../extract/repository-context.js';
import type { SourceFile } from '../extract/snapshot.js';
import type { PromptFileRules } from '../extract/prompt-files.js';
import { aider } from './aider.js';
import type { FrameworkProfile } from './profile.js';
import { smolagents } from './smolagents.js';
import { sweAgent } from './swe-agent.js';

/**
 * Every framework and coding tool ctxguard knows, in the order their agents are listed. A unit no
 * profile claims is priced by its role (`find-agents.ts`).
 */
export const PROFILES: readonly FrameworkProfile[] = [smolagents, sweAgent, aider];

/** Module roots whose import marks code as talking to a model, from every profile. */
export function sdkModules(language: 'python' | 'javascript'): string[] {
  return PROFILES.flatMap((p) => p.sdkModules?.[language] ?? []);
}

/** The files each profile reads itself, for the path classifier. */
export function profileFileRules(profiles: readonly FrameworkProfile[] = PROFILES): NonNullable<PromptFileRules['frameworkFiles']> {
  return profiles.flatMap((p) => (p.files ? [{ profile: p.id, globs: p.files.globs }] : []));
}

/** How each profile reads its files, for extraction. */
export function profileExtractors(profiles: readonly FrameworkProfile[] = PROFILES): ReadonlyMap<string, FrameworkExtractor> {
  return new Map(profiles.flatMap((p) => (p.files ? [[p.id, (path: string, text: string) => p.files!.extract(path, text)] as const] : [])));
}

/** What extraction needs to know beyond a file: whether the repository talks to a model, and the profiles' readers. */
export function extractOptions(files: Iterable<SourceFile>, profiles: readonly FrameworkProfile[] = PROFILES): ExtractOptions {
  return { repositoryTalksToModel: repositoryTalksToModel(files), frameworkExtractors: profileExtractors(profiles) };
}
