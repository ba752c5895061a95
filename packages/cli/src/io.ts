/** Output and exit-code conventions shared by every command. */

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
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
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
};

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
