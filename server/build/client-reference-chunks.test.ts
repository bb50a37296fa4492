/** @jest-environment node */
import { keepNeededChunks } from './client-reference-chunks';

const listed = [
  '2619',
  'static/chunks/2619-a.js',
  '9555',
  'static/chunks/9555-b.js',
  '4293',
  'static/chunks/app/%5Blng%5D/(main)/%5B...path%5D/page-c.js',
];

describe('the scripts a client component asks for', () => {
  it('keeps the scripts that hold the module or what it imports, in their order', () => {
    const needed = new Set(['static/chunks/2619-a.js', 'static/chunks/9555-b.js']);
    expect(keepNeededChunks(listed, (file) => needed.has(file))).toEqual([
      '2619',
      'static/chunks/2619-a.js',
      '9555',
      'static/chunks/9555-b.js',
    ]);
  });

  it('keeps another route’s script when the module lives there', () => {
    const needed = new Set(['static/chunks/app/%5Blng%5D/(main)/%5B...path%5D/page-c.js']);
    expect(keepNeededChunks(listed, (file) => needed.has(file))).toEqual([
      '4293',
      'static/chunks/app/%5Blng%5D/(main)/%5B...path%5D/page-c.js',
    ]);
  });

  it('keeps them all for a module the build does not know', () => {
    expect(keepNeededChunks(listed, null)).toEqual(listed);
  });
});
