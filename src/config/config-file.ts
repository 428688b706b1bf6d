import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { InputError } from '../input-error.js';
import { SETTINGS, type Config } from './config.js';

/**
 * Reads `.ctxguard.yml` (YAML, or JSON, which is YAML too). Every error names the file, the line and
 * the key, so a typo is found without guessing; unknown keys are errors, not silently ignored.
 */
export function parseConfigFile(text: string, file: string): Partial<Config> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (node: Node | null | undefined): number | undefined =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined;

  const [first] = doc.errors;
  if (first) {
    const line = lineCounter.linePos(first.pos[0]).line;
    throw new InputError(`not valid YAML: ${first.message.split('\n')[0]}`, { file, line });
  }
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) {
    throw new InputError('expected a mapping of settings at the top level', { file, line: lineOf(doc.contents) });
  }

  const config: Partial<Config> = {};
  for (const pair of doc.contents.items) {
    const keyNode = pair.key as Node;
    const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
    const spec = SETTINGS.find((s) => s.fileKey === key);
    if (!spec) {
      const known = SETTINGS.map((s) => s.fileKey).join(', ');
      throw new InputError(`unknown setting (known: ${known})`, { file, line: lineOf(keyNode), key });
    }
    const valueNode = pair.value as Node | null;
    try {
      (config as Record<string, unknown>)[spec.key] = spec.parse(valueNode === null ? null : valueNode.toJSON());
    } catch (error) {
      throw new InputError((error as Error).message, { file, line: lineOf(valueNode ?? keyNode), key });
    }
  }
  return config;
}
