// `npx tsx scripts/screenshot-comment.ts [comment.md] [--out DIR]`: renders a ctxguard comment as
// GitHub shows it (GFM by micromark, GitHub's Markdown CSS, `<details>`, mermaid charts drawn by the
// mermaid library) in headless Chromium, and writes two screenshots: `closed.png` as a reviewer first
// sees it, `open.png` with every `<details>` open. Without a file it renders the demo's comment.
// Needs Debian's `chromium`; reads nothing from the network.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { demoBlock } from './readme-demo.js';

const require = createRequire(import.meta.url);
const WIDTH = 1012;
const EMOJI = { x: '❌', warning: '⚠️', white_check_mark: '✅', information_source: 'ℹ️', scissors: '✂️' };

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = resolve(outAt >= 0 ? args[outAt + 1]! : 'screenshots');
const input = args.find((a, i) => !a.startsWith('--') && i !== outAt + 1);

const markdown = input ? readFileSync(input, 'utf8') : await demoBlock();
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'ctxguard-shot-'));
for (const state of ['closed', 'open'] as const) {
  const page = join(work, `${state}.html`);
  writeFileSync(page, html(markdown, state === 'open'));
  const png = join(out, `${state}.png`);
  execFileSync('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    `--window-size=${WIDTH},${pageHeight(markdown, state === 'open')}`,
    '--virtual-time-budget=15000',
    `--screenshot=${png}`,
    pathToFileURL(page).href,
  ], { stdio: 'ignore' });
  console.log(png);
}

/** The comment as GitHub's page holds it: GFM rendered, mermaid blocks handed to mermaid, in a comment box. */
function html(md: string, open: boolean): string {
  const body = micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })
    // GitHub draws a ```mermaid block as the chart; mermaid draws `<pre class="mermaid">`.
    .replace(/<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g, '<pre class="mermaid">$1</pre>')
    .replace(/<details>/g, open ? '<details open>' : '<details>')
    // GitHub draws the emoji shortcodes the comment uses.
    .replace(/:(x|warning|white_check_mark|information_source|scissors):/g, (_all, name: keyof typeof EMOJI) => EMOJI[name]);
  const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const mermaid = pathToFileURL(require.resolve('mermaid/dist/mermaid.min.js')).href;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; }
.comment { box-sizing: border-box; width: ${WIDTH - 32}px; margin: 16px; border: 1px solid #d0d7de; border-radius: 6px; padding: 16px 24px; }
</style><script src="${mermaid}"></script></head>
<body><div class="comment markdown-body">${body}</div>
<script>mermaid.initialize({ startOnLoad: false, theme: 'default' }); mermaid.run({ querySelector: 'pre.mermaid' });</script>
</body></html>`;
}

/** Tall enough for the page: the screenshot is of the window, so it is sized from the comment's length. */
function pageHeight(md: string, open: boolean): number {
  const shown = open ? md : md.replace(/<details>[\s\S]*?<\/details>/g, '<details></details>');
  const lines = shown.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / 120)), 0);
  const charts = open ? (md.match(/```mermaid/g) ?? []).length * 420 : 0;
  return Math.min(16_000, 200 + lines * 24 + charts);
}
