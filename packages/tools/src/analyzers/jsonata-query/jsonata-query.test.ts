import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; matched: boolean };
const q = async (expression: string, json: unknown, bindings?: unknown) =>
  runOk<Out>(tool, { expression, json: JSON.stringify(json), ...(bindings ? { bindings } : {}) });
const value = async (expression: string, json: unknown, bindings?: unknown) => JSON.parse((await q(expression, json, bindings)).result);

// The invoice sample of the JSONata documentation (abridged)
const INVOICE = {
  Account: {
    'Account Name': 'Firefly',
    Order: [
      { OrderID: 'order103', Product: [{ 'Product Name': 'Bowler Hat', Price: 34.45, Quantity: 2 }, { 'Product Name': 'Trilby hat', Price: 21.67, Quantity: 1 }] },
      { OrderID: 'order104', Product: [{ 'Product Name': 'Bowler Hat', Price: 34.45, Quantity: 4 }, { 'Product Name': 'Cloak', Price: 107.99, Quantity: 1 }] },
    ],
  },
};

describe('jsonata-query', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { expression: '', json: '{}' }, 'MISSING_REQUIRED');
  });

  it('answers the documentation examples on the invoice sample', async () => {
    expect(await value('Account.Order[0].OrderID', INVOICE)).toBe('order103');
    expect(await value('Account.Order.Product.`Product Name`', INVOICE)).toEqual(['Bowler Hat', 'Trilby hat', 'Bowler Hat', 'Cloak']);
    expect(await value('$sum(Account.Order.Product.(Price * Quantity))', INVOICE)).toBeCloseTo(336.36, 2);
    expect(await value('Account.Order.Product[Price > 30].`Product Name`', INVOICE)).toEqual(['Bowler Hat', 'Bowler Hat', 'Cloak']);
    expect(await value('Account.Order.{ "id": OrderID, "n": $count(Product) }', INVOICE)).toEqual([{ id: 'order103', n: 2 }, { id: 'order104', n: 2 }]);
    expect(await value('$uppercase(Account.`Account Name`)', INVOICE)).toBe('FIREFLY');
  });

  it('binds variables and reports no match', async () => {
    expect(await value('price * $rate', { price: 10 }, { rate: 1.5 })).toBe(15);
    expect(await q('nothing.here', { a: 1 })).toEqual({ result: '', matched: false });
    expect(await value('$', UNICODE_SAMPLE)).toBe(UNICODE_SAMPLE);
  });

  it('reports syntax and runtime errors with the position', async () => {
    expect(await runError(tool, { expression: 'a.(b', json: '{}' }, 'INVALID_INPUT')).toMatch(/^JSONata error S0203 at position \d+: /);
    expect(await runError(tool, { expression: '$sum("x")', json: '{}' }, 'INVALID_INPUT')).toMatch(/^JSONata error T0412 at position 5: /);
    expect(await runError(tool, { expression: 'a', json: '{' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON in the input/);
    expect(await runError(tool, { expression: 'function($x){$x}', json: '{}' }, 'INVALID_INPUT')).toMatch(/function/);
    await runError(tool, { expression: 'a', json: '{}', bindings: '[1]' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const json = `[${largestInput(tool, 'json', '1,').slice(0, 999_990)}1]`;
    expect(await value('$count($)', JSON.parse(json))).toBe(499_996);
  });
});
