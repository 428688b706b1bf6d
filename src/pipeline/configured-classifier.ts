import type { Config } from '../config/config.js';
import { promptFileClassifier, type PathClassifier } from '../extract/prompt-files.js';
import { profileFileRules } from '../frameworks/registry.js';

/**
 * The classifier a config makes, with the user's part of its rules written out (include, exclude,
 * default excludes, tool outputs): the kinds it gives are cached under that text, since matching
 * thousands of paths against the globs is most of a warm run's listing. Made together from one
 * config, the two cannot disagree. The frameworks' part of the rules is code, which the cache's
 * fingerprint covers.
 */
export interface ConfiguredClassifier {
  classify: PathClassifier;
  rules: string;
}

export function configuredClassifier(config: Pick<Config, 'include' | 'exclude' | 'defaultExcludes' | 'toolOutputs'>): ConfiguredClassifier {
  const rules = { include: config.include, exclude: config.exclude, defaultExcludes: config.defaultExcludes, toolOutputs: config.toolOutputs };
  return { classify: promptFileClassifier({ ...rules, frameworkFiles: profileFileRules() }), rules: JSON.stringify(rules) };
}
