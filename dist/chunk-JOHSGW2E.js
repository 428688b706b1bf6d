import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/input-error.ts
var InputError = class extends Error {
  constructor(message, where = {}) {
    super(formatWhere(where) + message);
    this.where = where;
    this.name = "InputError";
  }
  where;
};
function formatWhere({ file, line, column, key }) {
  const lineText = line === void 0 ? void 0 : column === void 0 ? `line ${line}` : `line ${line}, column ${column}`;
  const place = [file, lineText].filter(Boolean).join(":");
  const parts = [place, key === void 0 ? void 0 : `key '${key}'`].filter(Boolean);
  return parts.length ? `${parts.join(", ")}: ` : "";
}

export {
  InputError
};
