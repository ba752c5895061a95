import type { ErrorCode, FailureResult, ParameterSchema } from '../types.js';
import { failure } from '../result.js';

/** One problem with one parameter (or with the input as a whole). */
export interface InputIssue {
  code: ErrorCode;
  /** The parameter concerned, when there is one (UIs show the message beside it). */
  parameter?: string;
  message: string;
}

export function paramLabel(param: ParameterSchema): string {
  return param.label && param.label !== param.name ? `"${param.name}" (${param.label})` : `"${param.name}"`;
}

export function issue(param: ParameterSchema, code: ErrorCode, problem: string): InputIssue {
  return { code, parameter: param.name, message: `Parameter ${paramLabel(param)} ${problem}` };
}

/** Turns issues into one failure: the first issue's code, every message. */
export function issuesToFailure(issues: readonly InputIssue[]): FailureResult {
  const first = issues[0]!;
  const message = issues.length === 1 ? first.message : issues.map((i) => i.message).join('; ');
  return failure(first.code, message);
}
