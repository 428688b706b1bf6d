import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/report/escape.ts
var WORD_JOINER = "\u2060";
var MAX_SHOWN = 300;
var INVISIBLE = new RegExp("(?!(?<=\\p{Extended_Pictographic}[\\uFE0F\\p{Emoji_Modifier}]?)\\u200D(?=\\p{Extended_Pictographic}))[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]", "gu");
function visibleControls(text) {
  return text.replace(INVISIBLE, (c) => {
    const code = c.codePointAt(0);
    if (code < 32) return String.fromCodePoint(9216 + code);
    if (code === 127) return "\u2421";
    return `\u27E8U+${code.toString(16).toUpperCase().padStart(4, "0")}\u27E9`;
  });
}
function shorten(text, max = MAX_SHOWN) {
  const points = [...text];
  if (points.length <= max) return text;
  const tail = Math.floor((max - 1) / 2);
  return `${points.slice(0, max - 1 - tail).join("")}\u2026${points.slice(points.length - tail).join("")}`;
}
function displayText(text) {
  return shorten(visibleControls(text));
}
function codeSpan(text, { inTable = false } = {}) {
  const shown = displayText(text);
  if (shown === "") return "";
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = needsPadding(shown) ? " " : "";
  return `${fence}${pad}${inTable ? escapeCellPipes(shown) : shown}${pad}${fence}`;
}
function needsPadding(shown) {
  if (shown.startsWith("`") || shown.endsWith("`")) return true;
  return shown.startsWith(" ") && shown.endsWith(" ") && shown.trim() !== "";
}
function escapeCellPipes(shown) {
  return shown.replace(/(\\?)\|/g, (_, backslash) => backslash ? `\\${WORD_JOINER}\\|` : "\\|");
}
var LINK_TRIGGERS = /[@#]|\bGH-(?=\d)|:(?=[\w/])|\bwww(?=\.)/gi;
var SYNTAX = /[&<>"\\`*_[\]~|$]/g;
var REFERENCE = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function plainText(text) {
  return displayText(text).replace(LINK_TRIGGERS, (trigger) => trigger + WORD_JOINER).replace(SYNTAX, (c) => REFERENCE[c] ?? `&#${c.codePointAt(0)};`).replace(/^ +| +$/g, (spaces) => "&#32;".repeat(spaces.length));
}

// src/report/agent-label.ts
function agentLabel(s, { bold = false, withModel = true } = {}) {
  const name = bold ? `**${plainText(s.name)}**` : plainText(s.name);
  const framework = namesItsFramework(s) ? [] : [plainText(s.framework)];
  const about = [...framework, ...withModel ? [codeSpan(s.model)] : []];
  return about.length > 0 ? `${name} (${about.join(", ")})` : name;
}
function namesItsFramework(agent) {
  return agent.name.toLowerCase().includes(agent.framework.toLowerCase());
}

export {
  displayText,
  codeSpan,
  plainText,
  agentLabel,
  namesItsFramework
};
