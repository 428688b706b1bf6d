/**
 * Jinja, Handlebars and Mustache fields: `{{ name }}`, `{{user.name}}`, `{{{raw}}}`, the subject of a
 * block (`{{#each items}}`, `{{^empty}}`); closing tags and `{{else}}` are not fields.
 */
const TEMPLATE_FIELD = /\{\{\{?[&~]?\s*(?:[#^]\s*(?:(?:each|if|unless|with)\s+)?)?(?!else\b)([A-Za-z_][\w.]*)/g;

/** The distinct template fields of a text, in order of appearance. */
export function templateFields(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(TEMPLATE_FIELD), (m) => m[1]!))];
}
