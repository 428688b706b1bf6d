import type { Plugin } from 'esbuild';

export const DATA_FILE: string;

/**
 * The module's text, its dataset read from `DATA_FILE` and its comparisons in code-point order, and
 * the dataset as JSON.
 */
export function bundledGenaiPrices(source: string, file: string): { code: string; json: string };
export const genaiPricesPlugin: Plugin;
