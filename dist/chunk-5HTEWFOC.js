import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/report/json.ts
function renderJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

export {
  renderJson
};
