/** What a Git LFS pointer file names: the object that stands in the repository's place. */
export interface LfsPointer {
  /** Lowercase hex SHA-256 of the object's bytes. */
  oid: string;
  /** The object's size in bytes. */
  size: number;
}

/** The spec: a pointer is under 1024 bytes, so a longer file is never one, whatever its first line. */
export const MAX_POINTER_BYTES = 1023;

// git-lfs still accepts the URL of its first name (hawser) in pointers written back then.
const VERSIONS = new Set(['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1']);
const VERSION_LINE_START = new TextEncoder().encode('version ');
const EXTENSION = /^ext-\d-[a-z0-9.-]+ sha256:[0-9a-f]{64}$/;
const OID = /^oid sha256:([0-9a-f]{64})$/;
const SIZE = /^size (0|[1-9]\d*)$/;

/**
 * The pointer a blob holds, or undefined when it is anything else. Strict as the spec (git-lfs
 * spec v1): `version` first, then extensions, `oid`, `size`, nothing after, lines ending in LF. A
 * file that only quotes a pointer (a README on LFS) is not one, and is read as text.
 */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | undefined {
  // Every blob is asked, and few are pointers: one that does not start with `version ` is not decoded.
  if (bytes.length > MAX_POINTER_BYTES || !startsWith(bytes, VERSION_LINE_START)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  const [version, ...rest] = lines;
  if (!version?.startsWith('version ') || !VERSIONS.has(version.slice('version '.length))) return undefined;
  while (rest.length > 0 && EXTENSION.test(rest[0]!)) rest.shift();
  if (rest.length !== 2) return undefined;
  const oid = OID.exec(rest[0]!)?.[1];
  const size = SIZE.exec(rest[1]!)?.[1];
  if (oid === undefined || size === undefined || !Number.isSafeInteger(Number(size))) return undefined;
  return { oid, size: Number(size) };
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}
