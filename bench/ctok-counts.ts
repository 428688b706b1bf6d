import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { CTOK_COMMIT } from '../src/models/calibration.js';
import { calibrationTexts } from './calibration.js';
import { CTOK_COUNTS, textKey, type CtokFamily } from './ctok-fixture.js';

const FAMILIES: Record<CtokFamily, string> = { v3: '3.0', 'v4.7': '4.7' };

/**
 * Counts the sample with ctok: `token_count` of the text as one user message, less the family's
 * message frame (7 tokens for v3, 11 for v4.7 at this commit): the text's own tokens as ctok counts
 * them, set against `o200k_base`'s count of the bare text.
 */
const COUNT_WITH_CTOK = `
import json, sys
sys.path.insert(0, sys.argv[1])
from ctok.main import _model, _family, token_count
families = json.loads(sys.argv[2])
frames = {f: _model(_family(v)).message_overhead for f, v in families.items()}
for line in sys.stdin:
    text = json.loads(line)
    print('\\t'.join(str(token_count(text, v) - frames[f]) for f, v in families.items()), flush=False)
`;

export function benchCtok(): void {
  const dir = process.env.CTOK;
  if (!dir || !existsSync(`${dir}/ctok/main.py`)) {
    console.log(`\n## ctok: set CTOK to a checkout of github.com/sanderland/ctok at ${CTOK_COMMIT} (needs python3); skipped`);
    return;
  }
  const head = spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  if (head !== '' && head !== CTOK_COMMIT) console.log(`warning: ${dir} is at ${head}, not ${CTOK_COMMIT}`);
  const sample = calibrationTexts();
  const started = performance.now();
  const run = spawnSync('python3', ['-c', COUNT_WITH_CTOK, dir, JSON.stringify(FAMILIES)], {
    input: sample.map((f) => JSON.stringify(f.text)).join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ctok failed: ${run.stderr}`);
  const rows = run.stdout.trimEnd().split('\n');
  if (rows.length !== sample.length) throw new Error(`ctok counted ${rows.length} of ${sample.length} texts`);
  const lines = sample.map((f, i) => `${textKey(f.text)}\t${rows[i]}\t${f.name}`);
  writeFileSync(
    CTOK_COUNTS,
    `# ctok ${CTOK_COMMIT} (github.com/sanderland/ctok): each calibration text's own tokens, by family\n` +
      `# (token_count of the text as one message, less the message frame). Written by \`npm run bench -- ctok\`.\n` +
      `key\tv3\tv4.7\tname\n${lines.join('\n')}\n`,
  );
  console.log(`\n## ctok: counted ${sample.length} texts in ${((performance.now() - started) / 1000).toFixed(0)} s; wrote ${CTOK_COUNTS.pathname}`);
}
