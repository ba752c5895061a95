/**
 * Reading TOML text with smol-toml, with the catalog's error message:
 * "Invalid TOML at line L, column C: reason", the column in code points
 * (smol-toml counts UTF-16 units). Import from index.ts files only: this
 * module loads smol-toml.
 */
import { parse, TomlError } from 'smol-toml';

export type TomlOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** smol-toml's column (UTF-16 units, 1-based) as a code-point column. */
function codePointColumn(source: string, line: number, column: number): number {
  const text = source.split(/\r?\n/)[line - 1] ?? '';
  return [...text.slice(0, column - 1)].length + 1;
}

/** The catalog's message for a smol-toml syntax error. */
export function tomlErrorMessage(source: string, error: TomlError): string {
  const reason = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
  return `Invalid TOML at line ${error.line}, column ${codePointColumn(source, error.line, error.column)}: ${reason}`;
}

/** Parses a TOML document; integers beyond 2^53 become BigInt so every digit is kept. */
export function parseTomlText(source: string): TomlOutcome {
  try {
    return { ok: true, value: parse(source, { integersAsBigInt: 'asNeeded' }) as Record<string, unknown> };
  } catch (error) {
    if (error instanceof TomlError) return { ok: false, message: tomlErrorMessage(source, error) };
    throw error;
  }
}
