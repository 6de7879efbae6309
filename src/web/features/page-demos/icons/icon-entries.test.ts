import { describe, expect, it } from 'vitest';
import { filterIcons, toEntries, type RawIcon } from './icon-entries';

const raw: RawIcon[] = [
  ['IconArrowLeft', 0, 'Arrows', 'arrow left back previous', ['M5 12l14 0']],
  ['IconArrowBigLeft', 0, 'Arrows', 'arrow big left', ['M20 15h-8']],
  ['IconHeart', 0, 'Health', 'heart love', ['M19.5 12.572']],
  ['IconHeartFilled', 1, 'Health', 'heart love', [['path', { d: 'M6.979 3.074', fill: 'currentColor' }]]],
];
const entries = toEntries(raw);
const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('icon search', () => {
  it('lists everything for a blank query', () => {
    expect(filterIcons(entries, '', 'all')).toHaveLength(4);
  });

  it('finds every word in the name or tags', () => {
    expect(names(filterIcons(entries, 'arrow', 'all'))).toEqual(['IconArrowLeft', 'IconArrowBigLeft']);
    expect(names(filterIcons(entries, 'left back', 'all'))).toEqual(['IconArrowLeft']);
    expect(names(filterIcons(entries, 'love', 'all'))).toEqual(['IconHeart', 'IconHeartFilled']);
  });

  it('reads a component name as words', () => {
    expect(names(filterIcons(entries, 'IconArrowLeft', 'all'))).toEqual(['IconArrowLeft', 'IconArrowBigLeft']);
    expect(names(filterIcons(entries, 'ArrowBig', 'all'))).toEqual(['IconArrowBigLeft']);
  });

  it('keeps to one style', () => {
    expect(names(filterIcons(entries, 'heart', 'filled'))).toEqual(['IconHeartFilled']);
    expect(names(filterIcons(entries, 'heart', 'outline'))).toEqual(['IconHeart']);
  });

  it('puts the names holding the query first', () => {
    expect(names(filterIcons(entries, 'big left arrow', 'all'))[0]).toBe('IconArrowBigLeft');
    expect(names(filterIcons(entries, 'left arrow', 'all'))).toEqual(['IconArrowLeft', 'IconArrowBigLeft']);
  });

  it('searches the category too', () => {
    expect(filterIcons(entries, 'health', 'all')).toHaveLength(2);
  });
});
