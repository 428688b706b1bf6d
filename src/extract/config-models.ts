import { isMap, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { looksLikeModelId, MODEL_KEYS } from './code/model-names.js';
import type { ModelReference } from './model-reference.js';

/**
 * Models a YAML or JSON config chooses (docs/architecture.md, "Models"): `model:`, `model_id:`,
 * `model_name:` with an id, and a `model:` map's `name:` (SWE-agent's `agent.model.name`). Not what
 * sits in a list (a LiteLLM proxy's `model_list`, fallbacks, records of data: one of many, not the
 * one chosen), nor under `providers` (promptfoo's providers are the models a test suite compares,
 * no agent's), nor anything in a promptfoo config.
 */
export function configModels(path: string, doc: Document, lineCounter: LineCounter): ModelReference[] {
  if (/(^|\/)promptfooconfig\.[^/]+$/.test(path)) return [];
  const found: ModelReference[] = [];
  const add = (node: unknown): boolean => {
    if (!isScalar(node) || typeof node.value !== 'string' || !looksLikeModelId(node.value)) return false;
    found.push({ id: node.value, path, line: lineCounter.linePos((node as Node).range?.[0] ?? 0).line });
    return true;
  };
  const walk = (node: unknown): void => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (/^providers?$/i.test(key)) continue;
      if (MODEL_KEYS.has(key)) {
        if (add(pair.value)) continue;
        if (key === 'model' && isMap(pair.value) && add(pair.value.get('name', true))) continue;
      }
      walk(pair.value);
    }
  };
  walk(doc.contents);
  return found;
}
