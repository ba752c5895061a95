import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  valid: boolean;
  reasons: string[];
  brand: string;
  length: number;
  allowedLengths: number[];
  lengthValid: boolean;
  luhnValid: boolean;
  formatted: string;
  masked: string;
  last4: string;
}
const check = (number: string) => runOk<Out>(tool, { number });

/** Independent Luhn: double every second digit from the right. */
function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return acc + Math.floor(d / 10) + (d % 10);
  }, 0);
  return sum % 10 === 0;
}

// published test numbers (Stripe, Adyen, PayPal/Braintree docs)
const TEST_CARDS: Array<[string, string]> = [
  ['4111111111111111', 'Visa'],
  ['4242424242424242', 'Visa'],
  ['4012888888881881', 'Visa'],
  ['4222222222222', 'Visa'],
  ['5555555555554444', 'Mastercard'],
  ['5105105105105100', 'Mastercard'],
  ['2223003122003222', 'Mastercard'],
  ['378282246310005', 'American Express'],
  ['371449635398431', 'American Express'],
  ['6011111111111117', 'Discover'],
  ['6011000990139424', 'Discover'],
  ['30569309025904', 'Diners Club'],
  ['38520000023237', 'Diners Club'],
  ['3056930009020004', 'Diners Club'],
  ['3566002020360505', 'JCB'],
  ['3530111333300000', 'JCB'],
  ['6200000000000005', 'UnionPay'],
  ['6205500000000000004', 'UnionPay'],
  ['6759649826438453', 'Maestro'],
  ['5018000000000009', 'Maestro'],
  ['2200000000000004', 'Mir'],
];

describe('credit-card-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { number: '' }, 'MISSING_REQUIRED');
  });

  it('refuses input over 64 characters', async () => {
    await runError(tool, { number: '4'.repeat(65) }, 'CONSTRAINT_VIOLATION');
  });

  it('accepts the published test numbers with the right brand', async () => {
    for (const [number, brand] of TEST_CARDS) {
      expect(luhn(number), number).toBe(true);
      const data = await check(number);
      expect(data, number).toMatchObject({ valid: true, reasons: [], brand, luhnValid: true, lengthValid: true, length: number.length });
    }
  });

  it('groups per brand and masks all but the last four', async () => {
    expect(await check('4111 1111-1111 1111')).toMatchObject({ formatted: '4111 1111 1111 1111', masked: '•••• •••• •••• 1111', last4: '1111' });
    expect(await check('30569309025904')).toMatchObject({ formatted: '3056 930902 5904', masked: '•••• •••••• 5904' });
    expect(await check('6205500000000000004')).toMatchObject({ formatted: '6205 5000 0000 0000 004' });
  });

  it('detects every single-digit typo with Luhn and says which check digit fits', async () => {
    const number = '4111111111111111';
    for (let i = 0; i < number.length; i++) {
      const d = Number(number[i]);
      const typo = number.slice(0, i) + ((d + 3) % 10) + number.slice(i + 1);
      const data = await check(typo);
      expect(data.luhnValid, typo).toBe(luhn(typo));
      expect(data.luhnValid).toBe(false);
    }
    const data = await check('4111111111111112');
    expect(data.reasons).toEqual(['The Luhn checksum fails: with these digits the last (check) digit would be 1, not 2 — likely a typo.']);
    expect(data.reasons.join(' ')).not.toContain('4111111111111112');
  });

  it('checks the length per brand', async () => {
    const data = await check('4111111111111111111'); // 19 digits, Visa allows it
    expect(data.lengthValid).toBe(true);
    const amex16 = await check('3782822463100050');
    expect(amex16).toMatchObject({ valid: false, brand: 'American Express', lengthValid: false, allowedLengths: [15] });
    expect(amex16.reasons[0]).toBe('American Express numbers have 15 digits; this one has 16.');
    expect((await check('41111111111111')).reasons[0]).toBe('Visa numbers have 13, 16 or 19 digits; this one has 14.');
  });

  it('tells Mastercard 2-series from Mir and uses the longest prefix', async () => {
    expect((await check('2221000000000009')).brand).toBe('Mastercard');
    expect((await check('2720990000000007')).brand).toBe('Mastercard');
    expect((await check('2721000000000005')).brand).toBe('Unknown');
    expect((await check('2204000000000000')).brand).toBe('Mir');
    expect((await check('6011000000000004')).brand).toBe('Discover');
    expect((await check('6500000000000002')).brand).toBe('Discover');
    expect((await check('3095000000000000')).brand).toBe('Diners Club');
  });

  it('rejects unknown prefixes and explains it', async () => {
    const data = await check('9111111111111111');
    expect(data).toMatchObject({ valid: false, brand: 'Unknown', allowedLengths: [12, 13, 14, 15, 16, 17, 18, 19] });
    expect(data.reasons[0]).toBe('No card brand uses numbers starting with 91 (issuer identification number).');
  });

  it('reports unicode and other stray characters with their position', async () => {
    const data = await check(`4111${UNICODE_SAMPLE}111111111111`);
    expect(data.valid).toBe(false);
    expect(data.reasons[0]).toBe("The number contains 'À', '😀', '中' (first at position 5): only digits, spaces and dashes are allowed.");
    expect((await check('   ')).reasons).toEqual(['The input has no digits: a card number has 12 to 19 digits.']);
  });

  it('handles the largest allowed input', async () => {
    const data = await check(largestInput(tool, 'number', '4'));
    expect(data).toMatchObject({ valid: false, length: 64, brand: 'Visa', lengthValid: false });
  });
});
