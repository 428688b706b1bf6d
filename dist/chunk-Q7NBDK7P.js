import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  loadConfigFile
} from "./chunk-Y4533V2B.js";
import {
  PolicyFile,
  SETTINGS,
  checkModelOverride,
  configFrom,
  looksLikePolicyPath,
  readSettings
} from "./chunk-UNORK3EK.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
var SETTING_FLAGS = Object.fromEntries(
  SETTINGS.map((s) => [s.inputName, { type: "string" }])
);
function parseCommandArgs(command, args, options) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true });
  } catch (error) {
    throw new InputError(`${command}: ${error.message}`);
  }
}
function settingOverrides(values, cwd) {
  const raw = (name) => {
    const value = values[name];
    if (name !== "policy" || typeof value !== "string" || !looksLikePolicyPath(value)) return value;
    try {
      return new PolicyFile(value, readFileSync(resolve(cwd, value), "utf8"));
    } catch (error) {
      throw new InputError(`--policy: cannot read '${value}': ${error.message}`);
    }
  };
  return readSettings(raw, (name) => `--${name}`);
}
async function commandConfig(values, cwd, root) {
  const named = values.config;
  const path = named === void 0 ? resolve(root, ".ctxguard.yml") : resolve(cwd, named);
  const file = await loadConfigFile(path, named !== void 0);
  const overrides = settingOverrides(values, cwd);
  checkModelOverride(file, overrides, "--model");
  return { config: configFrom(file, overrides), file, overrides, path };
}
function oneOf(flag, value, allowed, fallback) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  const choices = allowed.length > 2 ? `${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}` : allowed.join(" or ");
  throw new InputError(`--${flag}: expected ${choices}, got "${value}"`);
}

// src/cli/flags.ts
function flagOptions(flags) {
  return { ...Object.fromEntries(flags.map((f) => [f.name, { type: f.type, ...f.multiple ? { multiple: true } : {} }])), ...SETTING_FLAGS };
}
function flagHelp(usage, flags) {
  const heads = flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ""}`);
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  const lines = flags.flatMap((f, i) => {
    const [first, ...rest] = f.help.split("\n");
    return [`  ${heads[i].padEnd(width)}${first}`, ...rest.map((r) => `  ${" ".repeat(width)}${r}`)];
  });
  return `${usage}

${lines.join("\n")}

Settings: every setting of .ctxguard.yml as --kebab-case (--model ID, --steps N, --policy FILE_OR_JSON, ...); see ctxguard --help.
`;
}

export {
  parseCommandArgs,
  commandConfig,
  oneOf,
  flagOptions,
  flagHelp
};
