import type { StaticText } from './code/static-text.js';

/**
 * Jinja, Handlebars and Mustache fields: `{{ name }}`, `{{user.name}}`, `{{{raw}}}`, the subject of a
 * block (`{{#each items}}`, `{{^empty}}`); closing tags and `{{else}}` are not fields.
 */
const TEMPLATE_FIELD = /\{\{\{?[&~]?\s*(?:[#^]\s*(?:(?:each|if|unless|with)\s+)?)?(?!else\b)([A-Za-z_][\w.]*)/g;

/** The distinct template fields of a text, in order of appearance. */
export function templateFields(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(TEMPLATE_FIELD), (m) => m[1]!))];
}

/**
 * `"...{name}...".format(...)`, and LangChain's f-string templates: the fields are filled at run
 * time, so they are left out and listed; `{{` and `}}` are literal braces.
 */
export function formatFields(value: StaticText): StaticText {
  const fields: string[] = [];
  const text = value.text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, field: string | undefined) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    fields.push(field || `${fields.length}`);
    return '';
  });
  // `{{` was an escaped brace, not a template field: the fields are found again in the result.
  return { text, placeholders: [...new Set([...fields, ...templateFields(text)])] };
}
