import type { Plugin } from 'esbuild';

/** The module's text with its dataset (`const E = [...]`) read from a JSON string instead. */
export function pricesAsJson(source: string, file: string): string;
export const pricesAsJsonPlugin: Plugin;
