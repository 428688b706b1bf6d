import { SETTING_FLAGS } from './args.js';

/** One flag a command takes, as it is parsed and as its help shows it. */
export interface Flag {
  name: string;
  type: 'string' | 'boolean';
  /** Given more than once, each value kept (`--base A --base B`). */
  multiple?: boolean;
  /** What the value is called in the help (`REF`, `FILE`); none for a boolean. */
  value?: string;
  help: string;
}

/** The parseArgs options of a command: its own flags, and every setting of .ctxguard.yml. */
export function flagOptions(flags: readonly Flag[]): Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> {
  return { ...Object.fromEntries(flags.map((f) => [f.name, { type: f.type, ...(f.multiple ? { multiple: true } : {}) }])), ...SETTING_FLAGS };
}

/** A command's help, made from the same flags it parses: its usage line, then each flag on its own lines. */
export function flagHelp(usage: string, flags: readonly Flag[]): string {
  const heads = flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ''}`);
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  const lines = flags.flatMap((f, i) => {
    const [first, ...rest] = f.help.split('\n');
    return [`  ${heads[i]!.padEnd(width)}${first}`, ...rest.map((r) => `  ${' '.repeat(width)}${r}`)];
  });
  return `${usage}\n\n${lines.join('\n')}\n\nSettings: every setting of .ctxguard.yml as --kebab-case (--model ID, --steps N, --policy FILE_OR_JSON, ...); see ctxguard --help.\n`;
}
