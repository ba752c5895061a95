/** What the detectors share: a detection, and the context each detector reads the input through. */
import type { InputKind } from '@ctp/core';

export interface Detection {
  kind: InputKind;
  /** 0..1: how sure the detector is (ranked by it; above 0.9 means "this is it"). */
  confidence: number;
  /** What it is, for people: "JWT (HS256)", "UUID v4", "Unix timestamp in milliseconds". */
  label: string;
  /** What was read from it: the decoded date, the key type, the first error… */
  detail?: string;
}

/**
 * The input as detectors see it. Every scan goes through `count` (characters examined), so a
 * test can check that detection stays linear in the input's length without timing anything.
 */
export class DetectContext {
  /** The input without surrounding whitespace. */
  readonly text: string;
  /** Characters examined so far (the linearity tests read it). */
  work = 0;
  #lines: string[] | undefined;

  constructor(text: string) {
    this.text = text.trim();
  }

  count(n: number): void {
    this.work += n;
  }

  /** `re.test(s)`, counted. Only linear patterns (no nested or overlapping quantifiers) are passed here. */
  test(re: RegExp, s: string = this.text): boolean {
    this.work += s.length;
    return re.test(s);
  }

  exec(re: RegExp, s: string = this.text): RegExpExecArray | null {
    this.work += s.length;
    return re.exec(s);
  }

  /** The trimmed text's lines (split once). */
  lines(): string[] {
    if (!this.#lines) {
      this.work += this.text.length;
      this.#lines = this.text.split(/\r?\n/);
    }
    return this.#lines;
  }

  get multiline(): boolean {
    return this.text.includes('\n');
  }
}

export type Detector = (ctx: DetectContext) => Detection | Detection[] | undefined;

/** A detector for one short value (a UUID, an address, a number…): tried on the text, or on each line of a list. */
export type TokenDetector = (value: string, ctx: DetectContext) => Detection | undefined;

/** Longest single value token detectors look at (a JWT may be long; nothing else is). */
export const MAX_TOKEN = 4096;

export function detection(kind: InputKind, confidence: number, label: string, detail?: string): Detection {
  return detail === undefined ? { kind, confidence, label } : { kind, confidence, label, detail };
}
