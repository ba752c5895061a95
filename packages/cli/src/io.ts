/** Output and exit-code conventions shared by every command. */
import { createReadStream } from 'node:fs';

export const EXIT_OK = 0;
/** A tool ran and failed (its ToolResult has success: false). */
export const EXIT_TOOL_FAILURE = 1;
/** The command line itself was wrong. */
export const EXIT_USAGE = 2;

export class UsageError extends Error {
  constructor(
    message: string,
    /** Help text to point at, printed after the message. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads all of standard input, or undefined when it is a terminal / absent / empty. */
  readStdin(): Promise<Uint8Array | undefined>;
  /** Standard input as chunks, or undefined when it is a terminal (nothing can be piped in). */
  stdinChunks(): AsyncIterable<Uint8Array> | undefined;
  /** Writes text to standard output as is; resolves when the output can take more (backpressure). */
  write(text: string): Promise<void>;
}

/** Chunk size for reading files and pipes: large enough that per-chunk work is noise. */
const CHUNK = 1 << 20;

/** A file's bytes as chunks; a missing or unreadable file rejects on the first read (ENOENT, EISDIR…). */
export function fileChunks(path: string): AsyncIterable<Uint8Array> {
  return createReadStream(path, { highWaterMark: CHUNK });
}

/** All chunks of a source as one array. */
export async function readAll(source: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of source) {
    chunks.push(chunk);
    length += chunk.length;
  }
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

let pipeClosedHandled = false;

/** A reader of stdout gone (`ctp run … | head`) ends the run quietly, as for other Unix tools. */
function exitWhenPipeCloses(): void {
  if (pipeClosedHandled) return;
  pipeClosedHandled = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT_OK);
    throw error;
  });
}

export const processIo: Io = {
  out: (text) => {
    exitWhenPipeCloses(); // `ctp list | head`, `ctp validate … | head`
    process.stdout.write(text.endsWith('\n') ? text : text + '\n');
  },
  err: (text) => void process.stderr.write(text.endsWith('\n') ? text : text + '\n'),
  async readStdin() {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    } catch {
      return undefined; // closed or absent stdin
    }
    const all = Buffer.concat(chunks);
    return all.length ? new Uint8Array(all.buffer, all.byteOffset, all.length) : undefined;
  },
  stdinChunks() {
    return process.stdin.isTTY ? undefined : (process.stdin as AsyncIterable<Uint8Array>);
  },
  write(text) {
    exitWhenPipeCloses();
    return new Promise((resolve) => {
      if (process.stdout.write(text)) resolve();
      else process.stdout.once('drain', resolve);
    });
  },
};

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
