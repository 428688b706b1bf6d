// The README's "The demo prints" block: the comment `ctxguard demo` prints, whole, its collapsed
// sections as `<details>` as GitHub receives them. `npm run docs` writes it; test/docs/readme-demo.test.ts
// holds the README to it.
import { demoCommand } from '../src/cli/demo.js';

const BLOCK = /(The demo prints:\n\n```markdown\n)([\s\S]*?)(\n```)/;

/** The comment the demo prints, as the README shows it (and `npm run screenshots` renders it). */
export async function demoBlock(): Promise<string> {
  let printed = '';
  const code = await demoCommand([], { cwd: '.', stdout: (t) => (printed += t), stderr: () => undefined });
  if (code !== 0) throw new Error(`ctxguard demo exited ${code}`);
  return printed.slice(printed.indexOf('## ctxguard'), printed.lastIndexOf('\n\n(')).trimEnd();
}

/** The README with its demo block replaced; throws when it has none. */
export function withDemoBlock(readme: string, block: string): string {
  if (!BLOCK.test(readme)) throw new Error('README.md has no "The demo prints:" block');
  return readme.replace(BLOCK, (_all, open: string, _old: string, close: string) => `${open}${block}${close}`);
}

/** The README's demo block as it stands. */
export function readmeDemoBlock(readme: string): string | undefined {
  return BLOCK.exec(readme)?.[2];
}
