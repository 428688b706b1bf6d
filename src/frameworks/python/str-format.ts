/**
 * Python's `str.format(**fields)` for the fields prompts use
 * (docs/architecture.md, "Rendered requests"): `{name}`, `{name[0]}` (an item of a list or a tuple),
 * `{{` and `}}` as braces. A field it is not given, or a conversion or format spec, is an error, as a
 * KeyError would be; a lone `{` or `}` is left as it is, where Python raises ValueError.
 */
export function pythonFormat(text: string, fields: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (whole, field: string | undefined) => {
    if (whole === '{{') return '{';
    if (whole === '}}') return '}';
    const m = /^(\w+)((?:\[\d+\])*)$/.exec(field ?? '');
    if (!m || !Object.hasOwn(fields, m[1]!)) throw new Error(`KeyError: '${field}'`);
    let value: unknown = fields[m[1]!];
    for (const index of m[2]!.match(/\d+/g) ?? []) value = (value as unknown[])[Number(index)];
    if (value === undefined) throw new Error(`IndexError: ${field}`);
    return String(value);
  });
}
