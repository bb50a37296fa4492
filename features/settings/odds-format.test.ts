import {
  COEF_FORMAT_BY_VIEW_ID,
  COEF_FORMAT_ERROR,
  CoefFormatError,
  formatCoef,
  type CoefFormat,
} from './odds-format';

// Reference prices as odds converters publish them: 1.20 → 1/5, -500, 0.20, -5.00, 0.20.
const REFERENCE: readonly (readonly [number, Record<CoefFormat, string>])[] = [
  [
    1.2,
    {
      decimal: '1.20',
      fractional: '1/5',
      american: '-500',
      hongKong: '0.20',
      indonesian: '-5.00',
      malay: '0.20',
    },
  ],
  [
    1.01,
    {
      decimal: '1.01',
      fractional: '1/100',
      american: '-10000',
      hongKong: '0.01',
      indonesian: '-100.00',
      malay: '0.01',
    },
  ],
  [
    1.5,
    {
      decimal: '1.50',
      fractional: '1/2',
      american: '-200',
      hongKong: '0.50',
      indonesian: '-2.00',
      malay: '0.50',
    },
  ],
  [
    1.8,
    {
      decimal: '1.80',
      fractional: '4/5',
      american: '-125',
      hongKong: '0.80',
      indonesian: '-1.25',
      malay: '0.80',
    },
  ],
  [
    1.91,
    {
      decimal: '1.91',
      fractional: '91/100',
      american: '-110',
      hongKong: '0.91',
      indonesian: '-1.10',
      malay: '0.91',
    },
  ],
  [
    2,
    {
      decimal: '2.00',
      fractional: '1/1',
      american: '+100',
      hongKong: '1.00',
      indonesian: '1.00',
      malay: '1.00',
    },
  ],
  [
    2.1,
    {
      decimal: '2.10',
      fractional: '11/10',
      american: '+110',
      hongKong: '1.10',
      indonesian: '1.10',
      malay: '-0.91',
    },
  ],
  [
    2.5,
    {
      decimal: '2.50',
      fractional: '3/2',
      american: '+150',
      hongKong: '1.50',
      indonesian: '1.50',
      malay: '-0.67',
    },
  ],
  [
    3,
    {
      decimal: '3.00',
      fractional: '2/1',
      american: '+200',
      hongKong: '2.00',
      indonesian: '2.00',
      malay: '-0.50',
    },
  ],
  [
    5.5,
    {
      decimal: '5.50',
      fractional: '9/2',
      american: '+450',
      hongKong: '4.50',
      indonesian: '4.50',
      malay: '-0.22',
    },
  ],
  [
    11,
    {
      decimal: '11.00',
      fractional: '10/1',
      american: '+1000',
      hongKong: '10.00',
      indonesian: '10.00',
      malay: '-0.10',
    },
  ],
  [
    101,
    {
      decimal: '101.00',
      fractional: '100/1',
      american: '+10000',
      hongKong: '100.00',
      indonesian: '100.00',
      malay: '-0.01',
    },
  ],
  // Half-way cases round away from zero: 10000 / 32 = 312.5, 100 / 32 = 3.125.
  [
    1.32,
    {
      decimal: '1.32',
      fractional: '8/25',
      american: '-313',
      hongKong: '0.32',
      indonesian: '-3.13',
      malay: '0.32',
    },
  ],
];

const VIEW_IDS = Object.keys(COEF_FORMAT_BY_VIEW_ID).map(Number);

describe('formatCoef', () => {
  const rows = REFERENCE.flatMap(([decimal, expected]) =>
    VIEW_IDS.map((viewId) => {
      const format = COEF_FORMAT_BY_VIEW_ID[viewId as keyof typeof COEF_FORMAT_BY_VIEW_ID];
      return [decimal, viewId, format, expected[format]] as const;
    }),
  );

  it.each(rows)('%s in view %i (%s) → %s', (decimal, viewId, _format, expected) => {
    expect(formatCoef(decimal, viewId)).toBe(expected);
  });

  it.each([3, 7, 13, -1, 99])('unknown coefViewId %i falls back to decimal', (viewId) => {
    expect(formatCoef(1.91, viewId)).toBe('1.91');
  });

  it.each([
    [2.345, '2.35'],
    [1.725, '1.73'],
    [1.234, '1.23'],
    [1.999, '2.00'],
  ])('a three-decimal coef %s shows as %s', (decimal, expected) => {
    expect(formatCoef(decimal, 0)).toBe(expected);
  });

  it.each([
    [Number.NaN, COEF_FORMAT_ERROR.notFinite],
    [Number.POSITIVE_INFINITY, COEF_FORMAT_ERROR.notFinite],
    [Number.NEGATIVE_INFINITY, COEF_FORMAT_ERROR.notFinite],
    [1, COEF_FORMAT_ERROR.belowMinimum],
    [1.009, COEF_FORMAT_ERROR.belowMinimum],
    [0, COEF_FORMAT_ERROR.belowMinimum],
    [-2, COEF_FORMAT_ERROR.belowMinimum],
  ])('%s is rejected with %s', (decimal, code) => {
    let thrown: unknown;
    try {
      formatCoef(decimal, 2);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CoefFormatError);
    expect(thrown).toMatchObject({ code, coef: decimal });
  });
});
