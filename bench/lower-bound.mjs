// The least any diff of a pull request's prompt files can do, as its own process (plain JavaScript,
// so Node starts it without a TypeScript loader): list the changed blobs, read each side's blob once
// through one `git cat-file --batch`, and count it once with tiktoken's WASM build. Run in the
// repository at the head commit: `node bench/lower-bound.mjs BASE`. Prints {blobs, bytes, tokens}.
import { spawn, execFileSync } from 'node:child_process';
import { get_encoding } from 'tiktoken';

const ZERO = /^0+$/;
const base = process.argv[2];
const raw = execFileSync('git', ['diff-tree', '-r', '-z', '--no-renames', base, 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 });
// Each record is ":mode mode old new status\0path\0": the old and new blob ids, all zeros for none.
const blobs = new Set();
for (const field of raw.split('\0')) {
  if (!field.startsWith(':')) continue;
  const [, , oldId, newId] = field.slice(1).split(' ');
  for (const id of [oldId, newId]) if (!ZERO.test(id)) blobs.add(id);
}

const encoding = get_encoding('o200k_base');
let bytes = 0;
let tokens = 0;
const cat = spawn('git', ['cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
cat.stdin.end([...blobs].join('\n') + '\n');

// Each answer is "<id> blob <size>\n<content>\n": counted as soon as it is whole, so no more than one
// blob waits in memory.
let pending = Buffer.alloc(0);
let size = -1;
for await (const chunk of cat.stdout) {
  pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  for (;;) {
    if (size < 0) {
      const eol = pending.indexOf(10);
      if (eol < 0) break;
      size = Number(pending.subarray(0, eol).toString().split(' ')[2]);
      pending = pending.subarray(eol + 1);
    }
    if (pending.length < size + 1) break;
    tokens += encoding.encode_ordinary(pending.subarray(0, size).toString('utf8')).length;
    bytes += size;
    pending = pending.subarray(size + 1);
    size = -1;
  }
}
encoding.free();
console.log(JSON.stringify({ blobs: blobs.size, bytes, tokens }));
