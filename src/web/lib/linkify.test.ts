import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds http(s) and www addresses, leaving the sentence punctuation outside', () => {
    expect(linkify('See https://example.com/a?b=1, or www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps markup and other schemes as text', () => {
    expect(linkify('<b>hi</b> javascript:alert(1)')).toEqual([{ kind: 'text', text: '<b>hi</b> javascript:alert(1)' }]);
    expect(linkify('')).toEqual([]);
  });
});
