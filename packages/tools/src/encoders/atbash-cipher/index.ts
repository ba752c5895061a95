import { defineTool, success } from '@ctp/core';
import { letterIndex, letterLike } from '../../_shared/latin-letters.js';
import definition from './definition.js';

export function atbash(text: string, digits: boolean): { result: string; lettersChanged: number } {
  let result = '';
  let lettersChanged = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const index = letterIndex(code);
    if (index >= 0) {
      result += letterLike(25 - index, code);
      lettersChanged++;
    } else if (digits && code >= 48 && code <= 57) {
      result += String.fromCharCode(57 - (code - 48));
      lettersChanged++;
    } else result += text[i]!;
  }
  return { result, lettersChanged };
}

export default defineTool(definition, (params) => success(atbash(params.text, params.digits)));
