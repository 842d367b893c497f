import { describe, expect, it } from 'vitest';
import { pageItems } from '#contract/pagination';

describe('pageItems (the spec’s pagination)', () => {
  it('shows every page when there are 4 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('shows 1 2 3 … last near the start', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
  });
  it('shows 1 … and the last three near the end', () => {
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(4, 5)).toEqual([1, 'ellipsis', 3, 4, 5]);
  });
  it('shows the neighbours of the current page in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
  });
});
