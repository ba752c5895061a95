/** The Luhn (mod 10) checksum used by card numbers, IMEIs and other identifiers. Input: ASCII digits only. */

/** The check digit that makes `payload` followed by it pass the Luhn test. */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = payload.charCodeAt(i) - 48;
    if (double && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the digits (check digit last) pass the Luhn test. */
export function luhnValid(digits: string): boolean {
  return digits.length >= 2 && luhnCheckDigit(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48;
}
