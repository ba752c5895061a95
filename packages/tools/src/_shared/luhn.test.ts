import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, luhnValid } from './luhn.js';

describe('luhn', () => {
  it('computes and checks published check digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3); // the textbook example 79927398713
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true); // a test Visa number
    expect(luhnValid('490154203237518')).toBe(true); // an IMEI
    expect(luhnValid('0')).toBe(false);
  });

  it('catches every single-digit error and agrees with the sum definition', () => {
    const sumValid = (digits: string) =>
      [...digits].reverse().reduce((s, c, i) => s + (i % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][+c]! : +c), 0) % 10 === 0;
    for (let n = 0; n < 2000; n++) {
      const payload = String(n * 7919 + 12345);
      const full = payload + luhnCheckDigit(payload);
      expect(luhnValid(full), full).toBe(true);
      expect(sumValid(full)).toBe(true);
      const i = n % full.length;
      const wrong = full.slice(0, i) + ((+full[i]! + 1 + (n % 9)) % 10) + full.slice(i + 1);
      expect(luhnValid(wrong), wrong).toBe(false);
    }
  });
});
