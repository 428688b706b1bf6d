import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codeSpan, displayText, MAX_SHOWN, plainText, shorten, visibleControls, WORD_JOINER } from '../../src/report/escape.js';
import { HOSTILE } from '../support/hostile-names.js';
import { attributesIn, elementsIn, githubTriggers, renderGfm, tableRows, visibleText } from '../support/rendered-markdown.js';


const inTable = (cell: string): string => `| name | after |\n|---|---|\n| ${cell} | end |\n`;
const inProse = (text: string): string => `before ${text} after\n`;
const inSummary = (text: string): string => `<details><summary>before ${text} after</summary>\n\nbody\n\n</details>\n`;

function assertOnly(html: string, elements: string[], context: string): void {
  const extra = [...elementsIn(html)].filter((e) => !elements.includes(e));
  assert.deepEqual(extra, [], `${context}: unexpected elements in ${html}`);
  assert.deepEqual([...attributesIn(html)], [], `${context}: unexpected attributes in ${html}`);
}

describe('escape: hostile values render as themselves and nothing else', () => {
  for (const value of HOSTILE) {
    const label = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    const shown = displayText(value);

    test(`code span in a table cell: ${label}`, () => {
      const html = renderGfm(inTable(codeSpan(value, { inTable: true })));
      assertOnly(html, ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code'], 'cell');
      assert.deepEqual(tableRows(html), [['name', 'after'], [shown, 'end']]);
    });

    test(`code span in prose: ${label}`, () => {
      const html = renderGfm(inProse(codeSpan(value)));
      assertOnly(html, ['p', 'code'], 'prose');
      assert.equal(visibleText(html).trim(), `before ${shown} after`);
    });

    test(`plain text in a table cell: ${label}`, () => {
      const html = renderGfm(inTable(plainText(value)));
      assertOnly(html, ['table', 'thead', 'tbody', 'tr', 'th', 'td'], 'cell');
      assert.deepEqual(tableRows(html), [['name', 'after'], [shown, 'end']]);
      assert.deepEqual(githubTriggers(html), []);
    });

    test(`plain text in prose and in a raw HTML summary: ${label}`, () => {
      const prose = renderGfm(inProse(plainText(value)));
      assertOnly(prose, ['p'], 'prose');
      assert.equal(visibleText(prose).trim(), `before ${shown} after`);
      assert.deepEqual(githubTriggers(prose), []);

      const summary = renderGfm(inSummary(plainText(value)));
      assertOnly(summary, ['details', 'summary', 'p'], 'summary');
      assert.equal(visibleText(summary).trim().split('\n')[0], `before ${shown} after`);
      assert.deepEqual(githubTriggers(summary), []);
    });
  }
});

describe('escape: the shapes', () => {
  test('the fence is longer than any backtick run; padding where an end is a backtick or both are spaces', () => {
    assert.equal(codeSpan('a.md'), '`a.md`');
    assert.equal(codeSpan('a`b'), '``a`b``');
    assert.equal(codeSpan('x``y`'), '``` x``y` ```');
    assert.equal(codeSpan(' a '), '`  a  `');
    assert.equal(codeSpan(' a'), '` a`');
    assert.equal(codeSpan('   '), '`   `');
    assert.equal(codeSpan(''), '');
  });

  test('pipes are escaped in table cells only, with a joiner after a backslash of the value', () => {
    assert.equal(codeSpan('a|b', { inTable: true }), '`a\\|b`');
    assert.equal(codeSpan('a|b'), '`a|b`');
    assert.equal(codeSpan('a\\|b', { inTable: true }), `\`a\\${WORD_JOINER}\\|b\``);
  });

  test('controls and invisible characters are shown; emoji keep their joiners', () => {
    assert.equal(visibleControls('a\nb\rc\td\0e\x7F'), 'a␊b␍c␉d␀e␡');
    assert.equal(visibleControls('evil\u202Egnp.exe'), 'evil⟨U+202E⟩gnp.exe');
    assert.equal(visibleControls('x\u2060y\u200Bz'), 'x⟨U+2060⟩y⟨U+200B⟩z');
    assert.equal(visibleControls('🧑‍💻 and 👩🏽‍🚀'), '🧑‍💻 and 👩🏽‍🚀');
    assert.equal(visibleControls('a\u200Db'), 'a⟨U+200D⟩b');
  });

  test('long values keep their start and end', () => {
    const long = `prompts/${'deep/'.repeat(60)}system.md`;
    const short = shorten(long);
    assert.equal([...short].length, MAX_SHOWN);
    assert.ok(short.startsWith('prompts/deep/') && short.endsWith('/system.md') && short.includes('…'));
    assert.equal(shorten('😀'.repeat(MAX_SHOWN + 10)).length, 2 * (MAX_SHOWN - 1) + 1, 'no surrogate pair is cut');
    assert.equal(shorten('short'), 'short');
  });

  test('plain text: references for syntax, a word joiner after what GitHub links', () => {
    const j = WORD_JOINER;
    assert.equal(plainText('<b>&'), '&lt;b&gt;&amp;');
    assert.equal(plainText('*a*_b_|c\\'), '&#42;a&#42;&#95;b&#95;&#124;c&#92;');
    assert.equal(plainText('@octocat #1 GH-3 www.x javascript:y'), `@${j}octocat #${j}1 GH-${j}3 www${j}.x javascript:${j}y`);
    assert.equal(plainText('window: last 2 steps'), 'window: last 2 steps');
    assert.equal(plainText(' a '), '&#32;a&#32;');
  });

  test('the checks catch what an unescaped value does', () => {
    assert.ok(elementsIn(renderGfm(inProse('<img src=x onerror=alert(1)>'))).has('img'));
    assert.ok(elementsIn(renderGfm(inProse('[x](https://e.example)'))).has('a'));
    assert.ok(attributesIn(renderGfm(inProse('<img src=x onerror=alert(1)>'))).has('img[onerror]'));
    assert.notDeepEqual(githubTriggers(renderGfm(inProse('@octocat'))), []);
    assert.notDeepEqual(githubTriggers(renderGfm(inProse('owner/repo#2'))), []);
    assert.notDeepEqual(githubTriggers(renderGfm(inProse('GH-3'))), []);
    assert.deepEqual(githubTriggers(renderGfm(inProse('`@octocat`'))), [], 'GitHub leaves code alone');
    assert.deepEqual(tableRows(renderGfm(inTable('`a|b`')))[1], ['`a', 'b`'], 'an unescaped pipe splits the cell');
  });
});
