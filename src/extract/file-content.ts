import type { EncodingName } from '../count/vocabulary.js';
import type { Extraction } from './extraction.js';
import { parseLfsPointer } from './lfs-pointer.js';

/**
 * A file's bytes as the extractors see them: text, the reason it was left out, or what extraction
 * already found in it (docs/architecture.md, "Incremental extraction").
 */
export type FileContent =
  | {
      kind: 'text';
      text: string;
      /** Set when the bytes were not valid in the encoding they were read as: the text holds U+FFFD. */
      malformed?: TextEncoding;
    }
  | { kind: 'skipped'; reason: SkipReason; bytes: number }
  | ExtractedContent;

/**
 * A text file whose prompt units were found as it was read (or found in the cache, by its blob): its
 * text is let go, so a big pull request never holds every file at once. The few files a framework
 * reads itself (`FrameworkProfile.readsText`) keep theirs.
 */
export interface ExtractedContent {
  kind: 'extracted';
  extraction: Extraction;
  /** As for text: the bytes were not valid in this encoding. */
  malformed?: TextEncoding;
  /** Code only: this file alone makes the repository talk to a model (`repositoryTalksToModel`). */
  talksToModel?: boolean;
  /** The text, kept only for a framework that reads the file itself. */
  text?: string;
  /**
   * Each unit's count in an encoding, in the units' order, once a run has counted them: kept with the
   * units in the extraction cache, so an unchanged file is not counted again either.
   */
  tokens?: Partial<Record<EncodingName, number[]>>;
}

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/**
 * Why a prompt file was left out: a symlink is not followed, as git stores only its target; a Git
 * LFS pointer stands for content that is not in the repository (`bytes` is then the object's size).
 */
export type SkipReason = 'binary' | 'too-large' | 'symlink' | 'lfs-pointer';

/** git's own test: a NUL byte in the first 8,000 bytes makes a file binary. */
const SNIFF_BYTES = 8000;

export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, SNIFF_BYTES).indexOf(0) !== -1;
}

export function decodeContent(bytes: Uint8Array, maxBytes: number): FileContent {
  if (bytes.length > maxBytes) return { kind: 'skipped', reason: 'too-large', bytes: bytes.length };
  const pointer = parseLfsPointer(bytes);
  if (pointer) return { kind: 'skipped', reason: 'lfs-pointer', bytes: pointer.size };
  const utf16 = utf16ByteOrder(bytes);
  if (utf16) return decodeText(bytes, utf16);
  if (isBinary(bytes)) return { kind: 'skipped', reason: 'binary', bytes: bytes.length };
  return decodeText(bytes, 'utf-8');
}

/**
 * The byte order a UTF-16 byte-order mark announces. `FF FE 00 00` is UTF-32's mark, which no
 * decoder here reads: such a file stays binary.
 */
export function utf16ByteOrder(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  // Never read past the end (an empty file): V8 optimises this for reads within the bytes, and one
  // past them throws that away, with the reading it was compiled into.
  if (bytes.length < 2) return undefined;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe && !(bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 0)) return 'utf-16le';
  return undefined;
}

/**
 * Decodes as TextDecoder does, U+FFFD for each bad sequence, and says when it had to. A UTF-8
 * byte-order mark stays in the text: tools that read the file as UTF-8 send it, and it costs a
 * token. A UTF-16 mark is gone: whatever reads the file consumes it to learn the byte order.
 */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): FileContent {
  const ignoreBOM = encoding === 'utf-8';
  try {
    return { kind: 'text', text: new TextDecoder(encoding, { fatal: true, ignoreBOM }).decode(bytes) };
  } catch {
    return { kind: 'text', text: new TextDecoder(encoding, { ignoreBOM }).decode(bytes), malformed: encoding };
  }
}
