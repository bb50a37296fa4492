import { ideaRequestSchema } from '@/server/upstream/schemas/office-extra';
import { checkErrors, flashState, formFlashOf, type FailureTexts } from './page-form';

const TEXTS: FailureTexts = {
  fields: ['topic', 'text'],
  fieldText: (field, rule) => `${field} is wrong${rule ? ` (${rule})` : ''}`,
  codeText: (code) => (code === 'too_many_ideas' ? 'Come back tomorrow' : undefined),
  failed: 'Could not send',
};

describe('the flash of a form post without JavaScript', () => {
  it('reads done, and a refusal with its field and rule', () => {
    expect(formFlashOf({ done: '1' })).toEqual({ kind: 'done' });
    expect(formFlashOf({ error: 'invalid', field: 'text', rule: 'fileSize' })).toEqual({
      kind: 'error',
      code: 'invalid',
      field: 'text',
      rule: 'fileSize',
    });
    expect(formFlashOf({})).toBeNull();
    expect(formFlashOf(undefined)).toBeNull();
  });

  it('ignores anything that is not a plain token', () => {
    expect(formFlashOf({ error: '<script>' })).toBeNull();
    expect(formFlashOf({ error: 'invalid', field: 'a b' })).toEqual({
      kind: 'error',
      code: 'invalid',
    });
    expect(formFlashOf({ error: ['a', 'b'] })).toBeNull();
  });

  it('shows a refusal under its field, else as the form’s alert', () => {
    expect(flashState({ kind: 'error', code: 'invalid', field: 'text' }, TEXTS)).toEqual({
      errors: { text: 'text is wrong' },
      alert: null,
    });
    expect(flashState({ kind: 'error', code: 'too_many_ideas' }, TEXTS)).toEqual({
      errors: {},
      alert: 'Come back tomorrow',
    });
    expect(flashState({ kind: 'error', code: 'invalid', field: 'votes' }, TEXTS).alert).toBe(
      'Could not send',
    );
    expect(flashState({ kind: 'done' }, TEXTS)).toEqual({ errors: {}, alert: null });
  });
});

it('says the first broken rule of each field', () => {
  const parsed = ideaRequestSchema.safeParse({ topic: 'weather', text: 'short' });
  expect(parsed.success).toBe(false);
  if (parsed.success) return;
  expect(checkErrors(parsed.error, TEXTS)).toEqual({
    topic: 'topic is wrong',
    text: 'text is wrong',
  });
});
