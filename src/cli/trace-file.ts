import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { InputError } from '../input-error.js';

/**
 * Bytes read at a time: a line longer than this is joined across reads. Small, so that a read's lines
 * and messages die young: with 1 MiB reads, a read's 18,000 messages outlived the young generation and
 * a 100,000-turn trace took 0.2 s longer (docs/architecture.md, "Simulation").
 */
export const READ_BYTES = 1 << 16;
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
   * The file's lines, without their `\n`, a read's worth at a time: one list per read, not one
   * generator step per line, which a 200,000-line trace felt (docs/architecture.md, "Simulation").
   * Each read is decoded up to its last newline, which is never part of a longer UTF-8 character; the
   * bytes after it wait for the next read.
   */
  *lineBatches(): Generator<string[]> {
    const fd = this.reading(() => openSync(this.path, 'r'));
    try {
      let buffer = Buffer.alloc(READ_BYTES);
      // Bytes of a line the last read did not finish, at the start of `buffer`.
      let kept = 0;
      for (;;) {
        // A line longer than the buffer doubles it: a line of n bytes is read in O(n), not O(n^2).
        if (kept === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
        const read = this.reading(() => readSync(fd, buffer, kept, buffer.length - kept, null));
        const end = kept + read;
        if (read === 0) {
          if (end > 0) yield [buffer.toString('utf8', 0, end)];
          return;
        }
        // The kept bytes hold no newline: only what was just read is searched.
        const found = buffer.subarray(kept, end).lastIndexOf(0x0a);
        const last = found < 0 ? -1 : kept + found;
        if (last < 0) {
          kept = end;
          continue;
        }
        yield buffer.toString('utf8', 0, last).split('\n');
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
