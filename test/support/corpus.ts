import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A varied, reproducible text corpus for checking counts against tiktoken: code and prose from the
 * installed packages (TypeScript's lib files, the package READMEs and bundled JavaScript listed in
 * test/fixtures/corpus-files.txt), JSON in thirteen
 * languages (TypeScript's localized diagnostics: CJK, Cyrillic, Polish, Czech, Turkish...), plus
 * generated text for what packages lack: emoji, Thai, Arabic, Devanagari, byte-order marks, odd
 * whitespace, base64, long runs, special-token text.
 */
export interface CorpusFile {
  name: string;
  text: string;
}

const ROOT = new URL('../../node_modules/', import.meta.url).pathname;
const CORPUS_FILES = new URL('../fixtures/corpus-files.txt', import.meta.url).pathname;

export function buildCorpus(): CorpusFile[] {
  const files: CorpusFile[] = [];
  const add = (path: string): void => {
    files.push({ name: relative(ROOT, path), text: readFileSync(path, 'utf8') });
  };
  const tsLib = join(ROOT, 'typescript/lib');
  for (const entry of readdirSync(tsLib).sort()) {
    const messages = join(tsLib, entry, 'diagnosticMessages.generated.json');
    if (statSync(join(tsLib, entry)).isDirectory() && exists(messages)) add(messages);
    if (/^lib\..*\.d\.ts$/.test(entry)) add(join(tsLib, entry));
  }
  // The packages' files the figures were measured on, listed (test/fixtures/corpus-files.txt): a
  // dependency added later must not move the calibration's figures.
  const listed = new Set(readFileSync(CORPUS_FILES, 'utf8').split('\n').filter(Boolean));
  for (const path of walk(ROOT)) {
    if (listed.delete(relative(ROOT, path))) add(path);
  }
  if (listed.size > 0) throw new Error(`corpus files no longer installed (a dependency changed; update ${CORPUS_FILES} and the calibration): ${[...listed].slice(0, 5).join(', ')}`);
  files.push(...generated());
  // A byte-order mark in front of ordinary files, as editors on Windows write them.
  for (const f of files.slice(0, 40)) files.push({ name: `bom:${f.name}`, text: `\uFEFF${f.text}` });
  return files;
}

export function corpusBytes(files: CorpusFile[]): number {
  return files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** A small seeded generator, so the corpus is the same on every machine. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLES = [
  'Привет, мир! Это тестовое сообщение для агента.',
  '你好，世界。这是一个用于代理的系统提示。',
  'こんにちは世界。エージェントのためのシステムプロンプトです。',
  '안녕하세요 세계. 에이전트를 위한 시스템 프롬프트입니다.',
  'สวัสดีชาวโลก นี่คือข้อความระบบสำหรับเอเจนต์',
  'مرحبا بالعالم. هذه رسالة النظام للوكيل.',
  'नमस्ते दुनिया। यह एजेंट के लिए सिस्टम प्रॉम्प्ट है।',
  'Zażółć gęślą jaźń. Příliš žluťoučký kůň úpěl ďábelské ódy.',
  '😀 👍🏽 🧑‍💻 🇫🇷 ❤️ 🚀✨ 👨‍👩‍👧‍👦',
  "It's, they're, we've, I'm, you'll, he'd; IT'S THEY'RE I'ſ",
  'Tabs\tand\u00a0no-break\u2003em\u3000ideographic \u0085next-line\u2028line\u2029para\r\nCRLF',
  '<|endoftext|> <|endofprompt|> <|fim_prefix|> <|im_start|>system',
  '1234567890 3.14159 1e-9 0x1F 12,345,678',
  'e\u0301 a\u0308 n\u0303 combining marks \u200b zero\u200dwidth',
];

function generated(): CorpusFile[] {
  const rnd = random(20261129);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const out: CorpusFile[] = [];
  for (let f = 0; f < 20; f++) {
    const parts: string[] = [];
    for (let i = 0; i < 2000; i++) parts.push(pick(SAMPLES), pick([' ', '\n', '\n\n', '  ', '\t', '']));
    out.push({ name: `generated/mixed-${f}.txt`, text: parts.join('') });
  }
  const base64 = Buffer.alloc(200_000);
  for (let i = 0; i < base64.length; i++) base64[i] = Math.floor(rnd() * 256);
  out.push({ name: 'generated/base64.txt', text: base64.toString('base64') });
  out.push({ name: 'generated/runs.txt', text: ['a'.repeat(3000), ' '.repeat(3000), '-'.repeat(3000), '\n'.repeat(300), '9'.repeat(1000)].join('x') });
  let codepoints = '';
  for (let i = 0; i < 50_000; i++) {
    let cp = Math.floor(rnd() * 0x2ffff);
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0x20;
    codepoints += String.fromCodePoint(cp);
  }
  out.push({ name: 'generated/codepoints.txt', text: codepoints });
  return out;
}
