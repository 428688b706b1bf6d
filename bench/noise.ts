import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadCodeParsers } from '../src/pipeline/code-parsers.js';
import { extractFile } from '../src/extract/extract.js';
import { extractOptionsFor } from '../src/frameworks/registry.js';
import { promptFileClassifier } from '../src/extract/prompt-files.js';
import { readTree } from './tree.js';

/**
 * Noise: units found in large trees that hold no prompts (the Python standard library, the installed
 * packages), read as a repository that uses no LLM SDK and, the worst case, as part of one that does.
 * Every unit printed here is a false positive.
 */
export async function benchNoise(): Promise<void> {
  const parsers = await loadCodeParsers();
  const trees: Array<[string, string]> = [['node_modules', new URL('../node_modules/', import.meta.url).pathname]];
  const stdlib = pythonStdlib();
  if (stdlib) trees.unshift(['Python standard library', stdlib]);
  else console.log('\n## Noise: no python3 here, the standard library is not measured');
  for (const [name, root] of trees) {
    for (const defaultExcludes of [true, false]) {
      const { files, bytes } = readTree(root, promptFileClassifier({ include: [], exclude: [], defaultExcludes }), 60_000_000);
      for (const repositoryTalksToModel of [false, true]) {
        // The options the pipeline reads code with: the frameworks' SDK modules and code rules.
        const options = extractOptionsFor(repositoryTalksToModel);
        const found = files.flatMap((f) => extractFile(f, parsers, options).units.map((u) => `${u.path}: ${u.key}`));
        console.log(
          `\n## Noise in the ${name} (${files.length} files, ${(bytes / 1e6).toFixed(1)} MB; default excludes ${defaultExcludes ? 'on' : 'off'}; ` +
            `${repositoryTalksToModel ? 'in a repository that uses an LLM SDK' : 'in a repository that does not'}): ${found.length} units`,
        );
        for (const f of found.slice(0, 12)) console.log(`  ${f}`);
        if (found.length > 12) console.log(`  ... and ${found.length - 12} more`);
      }
    }
  }
}

function pythonStdlib(): string | undefined {
  try {
    const path = execFileSync('python3', ['-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], { encoding: 'utf8' }).trim();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
