import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseConfigFile
} from "./chunk-3M7FWAYX.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/cli/load-config.ts
import { readFile } from "node:fs/promises";
async function loadConfigFile(path, required) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT" && !required) return {};
    throw new InputError(`cannot read the config file: ${error.message}`, { file: path });
  }
  return parseConfigFile(text, path);
}

export {
  loadConfigFile
};
