/**
 * Bad input from the user: a wrong action input, a malformed config file, an unknown ref. The CLI
 * exits 2 on it and the action fails with its message; neither prints a stack trace for it.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly where: Where = {},
  ) {
    super(formatWhere(where) + message);
    this.name = 'InputError';
  }
}

/** Where in the user's input the fault is; a column only where it is known (JSON). */
export interface Where {
  file?: string;
  line?: number;
  column?: number;
  key?: string;
}

function formatWhere({ file, line, column, key }: Where): string {
  const lineText = line === undefined ? undefined : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
  const place = [file, lineText].filter(Boolean).join(':');
  const parts = [place, key === undefined ? undefined : `key '${key}'`].filter(Boolean);
  return parts.length ? `${parts.join(', ')}: ` : '';
}
