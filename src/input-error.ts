/**
 * Bad input from the user: a wrong action input, a malformed config file, an unknown ref. The CLI
 * exits 2 on it and the action fails with its message; neither prints a stack trace for it.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly where: { file?: string; line?: number; key?: string } = {},
  ) {
    super(formatWhere(where) + message);
    this.name = 'InputError';
  }
}

function formatWhere({ file, line, key }: { file?: string; line?: number; key?: string }): string {
  const place = [file, line === undefined ? undefined : `line ${line}`].filter(Boolean).join(':');
  const parts = [place, key === undefined ? undefined : `key '${key}'`].filter(Boolean);
  return parts.length ? `${parts.join(', ')}: ` : '';
}
