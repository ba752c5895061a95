/** What a result view gets and gives: one output field, shown the way its display hint says. */
import type { DisplayHint } from '@ctp/core';

export interface ViewContext {
  toolId: string;
  key: string;
  hint: DisplayHint;
  /** The whole `data` (a hint may name a sibling field: mediaTypeField, extensionField). */
  data: Record<string, unknown>;
  /** The run's input values (matches index a parameter's text). */
  values: Record<string, unknown>;
  /** True for the tool's primary output (the big view at the top). */
  primary: boolean;
}

export interface Rendered {
  element: HTMLElement;
  /** The text Copy puts on the clipboard (absent: nothing sensible to copy). */
  copyText?: () => string;
  /** A file to save (absent: the text is offered as a .txt/.json… by the caller). */
  download?: { name: () => string; blob: () => Blob };
  /** The view already carries its own copy/download controls (lists, images). */
  ownActions?: boolean;
}

export type View = (value: unknown, ctx: ViewContext) => Rendered;

/** Longest text shown in the page at once; the rest is one click (or a download) away. */
export const SHOW_LIMIT = 100_000;

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
