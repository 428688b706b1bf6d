import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/extract/regexp-escape.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  escapeRegExp
};
