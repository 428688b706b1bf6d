import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { InputError } from '../input-error.js';

/** Bytes read at a time: a line longer than this is joined across reads. */
const CHUNK_BYTES = 1 << 20;
/** What is read to tell a trace's format before reading it the way the format needs. */
const HEAD_BYTES = 1 << 16;

/**
 * A `--trace` file, read whole or line by line (`streamsLineByLine`): a long canonical run is simulated
 * as it is read, so the file is never held whole. Errors name the file as the user wrote it.
 */
export class TraceFile {
  constructor(
    private readonly path: string,
    /** The path as the user wrote it. */
    readonly shown: string,
  ) {}

  /** The file's size. */
  bytes(): number {
    return this.reading(() => statSync(this.path).size);
  }

  /** The file's first bytes, as text: enough to tell its format. */
  head(): string {
    return this.reading(() => {
      const fd = openSync(this.path, 'r');
      try {
        const buffer = Buffer.alloc(HEAD_BYTES);
        return new StringDecoder('utf8').write(buffer.subarray(0, readSync(fd, buffer, 0, HEAD_BYTES, 0)));
      } finally {
        closeSync(fd);
      }
    });
  }

  text(): string {
    return this.reading(() => readFileSync(this.path, 'utf8'));
  }

  /**
   * The file's lines, without their `\n`, read a chunk at a time. Each read is decoded up to its last
   * newline, which is never part of a longer UTF-8 character; the bytes after it wait for the next read.
   */
  *lines(): Generator<string> {
    const fd = this.reading(() => openSync(this.path, 'r'));
    try {
      let buffer = Buffer.alloc(CHUNK_BYTES);
      // Bytes of a line the last read did not finish, at the start of `buffer`.
      let kept = 0;
      for (;;) {
        // A line longer than the buffer doubles it: a line of n bytes is read in O(n), not O(n^2).
        if (kept === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
        const read = this.reading(() => readSync(fd, buffer, kept, buffer.length - kept, null));
        const end = kept + read;
        if (read === 0) {
          if (end > 0) yield buffer.toString('utf8', 0, end);
          return;
        }
        // The kept bytes hold no newline: only what was just read is searched.
        const found = buffer.subarray(kept, end).lastIndexOf(0x0a);
        const last = found < 0 ? -1 : kept + found;
        if (last < 0) {
          kept = end;
          continue;
        }
        // Each line cut out as it is found: no array of a megabyte's lines, and no iterator over it.
        const text = buffer.toString('utf8', 0, last);
        let from = 0;
        for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', from)) {
          yield text.slice(from, newline);
          from = newline + 1;
        }
        yield text.slice(from);
        kept = end - last - 1;
        buffer.copy(buffer, 0, last + 1, end);
      }
    } finally {
      closeSync(fd);
    }
  }

  /** A file system error (missing, a folder, unreadable) as the user's input error. */
  private reading<T>(io: () => T): T {
    try {
      return io();
    } catch (error) {
      throw new InputError(`--trace: cannot read '${this.shown}': ${(error as Error).message}`);
    }
  }
}
