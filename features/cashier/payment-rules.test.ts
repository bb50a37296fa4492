import { amountProblem, minorOf } from './payment-rules';

const CARD = { min: '100.00', max: '600000.00', feePercent: 0, processingMinutes: 0 };

describe('amountProblem', () => {
  it.each([
    ['', { key: 'format' }],
    ['abc', { key: 'format' }],
    ['1.234', { key: 'format' }],
    ['99.99', { key: 'range', min: '100.00', max: '600000.00' }],
    ['600000.01', { key: 'range', min: '100.00', max: '600000.00' }],
  ])('%j is refused with %j', (text, problem) => {
    expect(amountProblem(text, CARD, { depositLimits: [] })).toEqual({ amount: null, problem });
  });

  it('takes a comma as the decimal point', () => {
    expect(amountProblem(' 150,5 ', CARD, { depositLimits: [] })).toEqual({
      amount: '150.5',
      problem: null,
    });
  });

  it('holds a deposit to the tightest limit left', () => {
    const depositLimits = [
      { limitType: 22, limit: '50000.00', used: '1000.00', remaining: '49000.00' },
      { limitType: 20, limit: '5000.00', used: '3000.00', remaining: '2000.00' },
    ];
    expect(amountProblem('2000', CARD, { depositLimits }).problem).toBeNull();
    expect(amountProblem('2000.01', CARD, { depositLimits }).problem).toEqual({
      key: 'limit',
      remaining: '2000.00',
    });
  });

  it('holds a withdrawal to the balance', () => {
    expect(amountProblem('500', CARD, { withdrawable: '499.99' }).problem).toEqual({
      key: 'balance',
      withdrawable: '499.99',
    });
    expect(amountProblem('499.99', CARD, { withdrawable: '499.99' }).problem).toBeNull();
  });

  it('counts money in minor units', () => {
    expect(minorOf('0.1')).toBe(10);
    expect(minorOf('25000.05')).toBe(2_500_005);
  });
});
