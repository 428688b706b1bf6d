import { nameWords } from './name-words.js';

/**
 * Words that, ending a function's name, say it makes a document for people to read: a report
 * (`UsageTracker.report`, `weeklyReport`), or a page in a format people read (`build_markdown`,
 * `render_html`, `build_pdf`). Only the last word counts, as it says what the function makes:
 * `report_request` makes a request about a report, which may well be a model's.
 */
const DOCUMENT_WORDS = new Set(['report', 'markdown', 'md', 'html', 'latex', 'tex', 'pdf']);

/** Whether a function of this name makes a document for people, so what it returns is not sent to a model. */
export function makesDocumentForPeople(functionName: string): boolean {
  return DOCUMENT_WORDS.has(nameWords(functionName).at(-1) ?? '');
}
