import type { Plugin } from 'esbuild';

/** The file's text with each `=== X.name` (or `X.name ===`) of a class X it declares read as the string `'X'`. */
export function classNamesAsWritten(source: string): string;
export const classNamesPlugin: Plugin;
/** `=== X.name` or `X.name ===`: a comparison with a class's name. */
export const COMPARED: RegExp;
