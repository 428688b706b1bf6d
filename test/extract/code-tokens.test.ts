import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { arrowFollows, bodyMayWriteProse, candidateStarts, scanBracketTokens, scanCodeTokens, valueMayWriteProse, type CodeToken } from '../../src/extract/code/code-tokens.js';
import { SCAN_PRIMING_TEXT } from '../../src/extract/code/scan-priming-text.js';

/** Every token covering `prompt` (any case), as `kind previous|text|next`, or 'unsure'. */
function tokens(text: string, candidates = /prompt/gi): string[] | 'unsure' {
  const seen: string[] = [];
  const read = scanCodeTokens(text, candidates, (t: CodeToken) => {
    seen.push(`${t.kind} ${t.previous}|${t.text}|${t.next}${t.inClassBody ? ' class' : ''}`);
    return false;
  });
  return read ? seen : 'unsure';
}

describe('the code of a JavaScript or TypeScript text, read without parsing', () => {
  test('comments, templates and regular expressions hide their words; strings are handed over as strings; substitutions are code', () => {
    const text = [
      '#!/usr/bin/env node PROMPT',
      '// the PROMPT is built below',
      '/* a PROMPT',
      '   over lines */',
      "const a = 'PROMPT', b = \"PROMPT\", c = /PROMPT/g;",
      'const d = `PROMPT ${buildPrompt(1)} PROMPT`;',
      '',
    ].join('\n');
    assert.deepEqual(tokens(text), ['string =|PROMPT|,', 'string =|PROMPT|,', 'name ${|buildPrompt|(']);
  });

  test('what a name follows and what follows it', () => {
    const text = 'let x = 1, systemPrompt = "a";\nfunction* makePrompt() {}\nnode.prompt = x?.prompt;\nconst o = { prompt: 1, "prompt": 2 };\n';
    assert.deepEqual(tokens(text), ['name ,|systemPrompt|=', 'name *|makePrompt|(', 'member .|prompt|=', 'member ?.|prompt|;', 'name {|prompt|:', 'string ,|prompt|:']);
  });

  test('a `/` after the `)` of `if (...)` starts a regular expression', () => {
    // Read as division, the quote would open a string that never closes.
    assert.deepEqual(tokens('if (ok) /"/.test(s);\nconst systemPrompt = 1;\n'), ['name const|systemPrompt|=']);
  });

  test('a `/` after a value is division', () => {
    // Read as a regular expression, `/ promptCount /` would hide the name.
    for (const value of ['(a)', 'a[0]', 'a++', 'a!', 'total', '2']) {
      assert.deepEqual(tokens(`const r = ${value} / promptCount / 2;\n`), ['name /|promptCount|/'], value);
    }
  });

  test('a `/` after a keyword or a block starts a regular expression', () => {
    assert.deepEqual(tokens('function f() { return /\'/.test(s) }\n{}\n/"/.test(s);\nconst systemPrompt = 1;\n'), ['name const|systemPrompt|=']);
    assert.deepEqual(tokens('export default /"/;\nconst systemPrompt = 1;\n'), ['name const|systemPrompt|=']);
  });

  test('a class body is known, past type arguments and a line without `;`', () => {
    const text = 'class A extends B<{ a: 1 }> {\n  x = 1\n  systemPrompt = "a"\n  buildPrompt() { const p = "prompt"; return p }\n}\n';
    assert.deepEqual(tokens(text), ['name value|systemPrompt|= class', 'name value|buildPrompt|( class', 'string =|prompt|;']);
    assert.deepEqual(tokens('const o = { a: 1, systemPrompt: "a" };\n'), ['name ,|systemPrompt|:']);
  });

  test('a computed name is handed over whole where a method or a class field may follow', () => {
    assert.deepEqual(tokens("const o = { ['build' + 'Prompt']() { return 1 } };\n"), ['string +|Prompt|]', "computed {|['build' + 'Prompt']|("]);
    assert.deepEqual(tokens('class A { [`${kind}Prompt`] = 1 }\n'), ['computed {|[`${kind}Prompt`]|= class']);
    // An element read, not a name.
    assert.deepEqual(tokens("const p = o['prompt'].trim();\n"), ['string [|prompt|]']);
  });

  test('what cannot be read with certainty is said so', () => {
    for (const text of [
      "const a = 'prompt;\n",
      'const a = `prompt;\n',
      '/* prompt\n',
      'const r = /prompt\n/;\n',
      'const el = <div>it is a prompt</div>;\n',
      'const el = <>prompt</>;\n',
      'f(prompt;\n',
      'const a = [prompt;\n',
      '} prompt\n',
    ]) {
      assert.equal(tokens(text), 'unsure', text);
    }
  });

  test('without a candidate, nothing is scanned', () => {
    assert.deepEqual(tokens("const a = 'unclosed\n"), []);
  });

  test('the first token taken ends the scan', () => {
    const seen: string[] = [];
    assert.equal(
      scanCodeTokens('const promptA = 1; const promptB = 2;\n', /prompt/g, (t) => {
        seen.push(t.text);
        return true;
      }),
      true,
    );
    assert.deepEqual(seen, ['promptA']);
  });

  test('the text the scan is primed with is read to its end, names, strings and computed names handed over', () => {
    const kinds = new Map<string, number>();
    const read = scanCodeTokens(SCAN_PRIMING_TEXT, /[A-Za-z_$#'"[]/g, (t) => {
      kinds.set(t.kind, (kinds.get(t.kind) ?? 0) + 1);
      return false;
    });
    assert.equal(read, true);
    assert.deepEqual(Object.fromEntries(kinds), { name: 200, member: 13, string: 18, computed: 2 });
  });

  test('the priming text has a function body that throws text, read as one whose literals are all thrown', () => {
    // Until a file's first `throw` in a body read for its literals, the scan's field for it had held
    // nothing else: V8 then threw away the optimised scan, to compile it again (code-tokens.ts, `primeScan`).
    const at = SCAN_PRIMING_TEXT.indexOf('check(') + 'check'.length;
    assert.equal(bodyMayWriteProse(SCAN_PRIMING_TEXT, at), false);
    assert.match(SCAN_PRIMING_TEXT.slice(at, SCAN_PRIMING_TEXT.indexOf('\n', at)), /throw new Error\(`no reason: \$\{reason\}`\).*throw 'bad '/);
  });
});

describe('whether a function body writes a literal prose could be made of', () => {
  // From where code goes on after the name `f`.
  const writes = (fn: string): boolean => bodyMayWriteProse(fn, 1);
  test('strings and template parts with white space or an escape in them', () => {
    assert.equal(writes("f(node) { return node.type === 'TemplateLiteral' }"), false);
    assert.equal(writes('f(node) { return `${node.a}${node.b}` }'), false);
    // Comments and regular expressions are no text the function returns.
    assert.equal(writes("f(s) { /* a comment with spaces */ return /a b/.test(s) // and more\n }"), false);
    assert.equal(writes("f() { return 'Review the diff.' }"), true);
    assert.equal(writes('f(a) { return `Review ${a}` }'), true);
    assert.equal(writes('f(a) { return `${a}\\nReview it.` }'), true);
    assert.equal(writes('f() { return "Review\\tthe\\tdiff" }'), true);
    // A nested function's strings count too, though the walker reads only the function's own returns.
    assert.equal(writes("f() { const g = () => 'a b'; return g }"), true);
    // Default values are parameters, not the body.
    assert.equal(writes("f(a = 'a b') { return a }"), false);
    // The body ends at its own brace.
    assert.equal(writes("f() { return 'x' } const later = 'a b';"), false);
  });

  test('what is not written `(...) {...}`, or cannot be read, may', () => {
    for (const fn of ['f(): string { return "x" }', 'f<T>(a: T) { return a }', "f() { return 'x'", "f(a { return 'x' }", 'f() => 1']) assert.equal(writes(fn), true, fn);
  });

  test('what a `throw` throws is not returned, unless it assigns or adds to a list on the way', () => {
    assert.equal(writes('f() { if (!ok) { throw new Error("not supported here") } return this.run() }'), false);
    assert.equal(writes('f() { throw new Error(`no ${name} here`); }'), false);
    assert.equal(writes('f() { throw new Error(\n  "not " +\n  "supported"\n) }'), false);
    // What follows the `throw` counts: after its `;`, after a line break that may end it, after its block.
    assert.equal(writes('f() { throw new Error("no way"); return "a b" }'), true);
    assert.equal(writes('f() { throw err\n return "a b" }'), true);
    assert.equal(writes('f() { throw err /* may end\n here */ return "a b" }'), true);
    assert.equal(writes('f() { if (x) { throw err } return "a b" }'), true);
    // An assignment or a list's addition inside it may make what is returned.
    assert.equal(writes('f() { throw new Error(text = "a b") }'), true);
    assert.equal(writes('f() { throw new Error(text += "a b") }'), true);
    assert.equal(writes('f() { throw String(parts.push("a b")) }'), true);
    // A key, a method or a member named `throw` is no statement.
    assert.equal(writes('f() { return { throw: 1, text: "a b" } }'), true);
    assert.equal(writes('f() { return { throw(x) { return x }, text: "a b" } }'), true);
    assert.equal(writes('f() { gen.throw(err); return "a b" }'), true);
  });
});

describe('what a declarator holds, read without parsing', () => {
  test("its value's literals, up to where the declarator surely ends", () => {
    // From just past the `=`.
    const writes = (text: string): boolean => valueMayWriteProse(text, text.indexOf('=') + 1);
    assert.equal(writes('const T = /\\$\\{$/u; const later = "a b";'), false);
    assert.equal(writes('const T = node.template, later = "a b";'), false);
    assert.equal(writes('for (const T = 1; i < n; i++) { log("a b") }'), false);
    assert.equal(writes('{ const T = 1 } const later = "a b";'), false);
    assert.equal(writes('const T = { a: "x", b: f("y", `z`) };'), false);
    assert.equal(writes('const T = "Review the diff.";'), true);
    assert.equal(writes('const T = base\n  + " and more";'), true);
    assert.equal(writes('const T = () => { if (x) return "a b"; return "c" };'), true);
    assert.equal(writes('const T = ["a", "b"].join("\\n");'), true);
    // Without a `;`, a line break may or may not end it: read on.
    assert.equal(writes('const T = 1\nconst later = "a b"'), true);
  });

  test("whether brackets are an arrow function's parameters", () => {
    assert.equal(arrowFollows('(a, b) => a + b', 0), true);
    assert.equal(arrowFollows('(a: string): string => a', 0), true);
    assert.equal(arrowFollows('(a, b)\n  => a', 0), true);
    assert.equal(arrowFollows('(tokens.at(-1));', 0), false);
    assert.equal(arrowFollows('(a ? b : c) + 1', 0), false);
    assert.equal(arrowFollows('(unclosed', 0), true);
  });
});

describe("an object's own keys, read without parsing", () => {
  test('the tokens directly in an object share where it opens; nested ones do not', () => {
    const text = 'const o = { type: "function", inner: { name: "x" }, f(a) { return { description: a } }, "param\\u0065ters": 1 };';
    const at = text.indexOf('{');
    const keys: string[] = [];
    const end = scanBracketTokens(text, at, candidateStarts(text, /type|name|description|param|inner/g), (t) => {
      keys.push(`${t.enclosedAt === at ? 'own' : 'nested'} ${t.kind} ${t.text}`);
      return false;
    });
    assert.deepEqual(keys, ['own name type', 'own name inner', 'nested name name', 'nested name description', 'own string param\\u0065ters']);
    assert.equal(end, text.lastIndexOf('}') + 1);
    assert.equal(scanBracketTokens('{ a: "unclosed }', 0, [], () => false), -1);
  });

  test('a shift is read as one, not as JSX', () => {
    assert.deepEqual(tokens('const mask = size<<shift; const systemPrompt = 1;\n'), ['name const|systemPrompt|=']);
    assert.equal(tokens('const el = <Prompt />;\n'), 'unsure');
  });
});
