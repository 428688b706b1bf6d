/** Text to stand for itself in a regular expression (`RegExp.escape`, which Node 20 lacks). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
