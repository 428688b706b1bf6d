/** The words of an identifier, lower case: `buildSystemPrompt` and `BUILD_SYSTEM_PROMPT` are both build, system, prompt. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}
