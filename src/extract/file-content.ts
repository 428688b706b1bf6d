/** A file's bytes as the extractors see them: text, or the reason it was left out. */
export type FileContent =
  | { kind: 'text'; text: string }
  | { kind: 'skipped'; reason: SkipReason; bytes: number };

/** Why a prompt file was left out: a symlink is not followed, as git stores only its target. */
export type SkipReason = 'binary' | 'too-large' | 'symlink';

/** git's own test: a NUL byte in the first 8,000 bytes makes a file binary. */
const SNIFF_BYTES = 8000;

export function isBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

export function decodeContent(bytes: Uint8Array, maxBytes: number): FileContent {
  if (bytes.length > maxBytes) return { kind: 'skipped', reason: 'too-large', bytes: bytes.length };
  if (isBinary(bytes)) return { kind: 'skipped', reason: 'binary', bytes: bytes.length };
  // A byte-order mark stays in the text: tools that read the file send it, and it costs a token.
  return { kind: 'text', text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
