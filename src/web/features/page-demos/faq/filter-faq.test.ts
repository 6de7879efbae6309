import { describe, expect, it } from 'vitest';
import { filterFaq, foldText, type FaqEntry } from './filter-faq';

const entries: FaqEntry[] = [
  { category: 'payment', id: '1', question: 'Which cards do you accept?', answer: 'Visa and Mastercard.' },
  { category: 'delivery', id: '1', question: 'How long does delivery take?', answer: 'Two to five days.' },
  { category: 'cancellation', id: '1', question: 'Puis-je être remboursé ?', answer: 'Oui, sous 14 jours.' },
];

describe('FAQ search', () => {
  it('keeps everything for a blank query', () => {
    expect(filterFaq(entries, '   ')).toHaveLength(3);
  });

  it('matches questions and answers, case-insensitively', () => {
    expect(filterFaq(entries, 'VISA').map((e) => e.category)).toEqual(['payment']);
    expect(filterFaq(entries, 'delivery').map((e) => e.category)).toEqual(['delivery']);
  });

  it('needs every word and ignores accents', () => {
    expect(filterFaq(entries, 'rembourse jours')).toHaveLength(1);
    expect(filterFaq(entries, 'cards days')).toHaveLength(0);
  });

  it('finds nothing for nonsense', () => {
    expect(filterFaq(entries, 'xqzzv')).toEqual([]);
  });

  it('folds accents and case', () => {
    expect(foldText('Été À')).toBe('ete a');
  });
});
