import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

// Every text a player reads exists in both languages, and each language's text takes the same
// values ({count}, {brand}, …), so no page falls back to the other language or shows a raw
// placeholder.

type Messages = { [key: string]: string | Messages };

function texts(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

/**
 * The arguments an ICU message takes: `{count}`, `{count, plural, one {…} other {…}}` → count.
 * Braces opened at an even depth start an argument; at an odd one, a plural or select branch.
 */
function argumentsOf(text: string): string[] {
  const found = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth % 2 === 0) {
        const name = /^\s*([A-Za-z_]\w*)/.exec(text.slice(i + 1))?.[1];
        if (name) found.add(name);
      }
      depth += 1;
    } else if (text[i] === '}') {
      depth -= 1;
    }
  }
  return [...found].sort();
}

const english = texts(en as Messages);
const russian = texts(ru as Messages);

describe('the messages', () => {
  it('have the same texts in English and Russian', () => {
    expect([...russian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('take the same values in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) =>
        JSON.stringify(argumentsOf(text)) !== JSON.stringify(argumentsOf(russian.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('the new phone and header texts are Russian in Russian', () => {
    for (const key of ['bottomBar.slip', 'header.deposit', 'cookieConsent.rejectAll']) {
      expect(russian.get(key)).toMatch(/[а-яё]/i);
    }
  });
});
