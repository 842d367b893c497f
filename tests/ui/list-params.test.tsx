// Open Campaigns keeps its state in the URL (?page=2&category=MEDICAL&search=water): what a shared
// or reloaded link shows, whatever a person typed into it.
import { describe, expect, it } from 'vitest';
import { listQueryParams, PAGE_SIZE, readParams } from '#web/features/campaigns/list-params';

const read = (q: string) => readParams(new URLSearchParams(q));

describe('the campaign list’s URL', () => {
  it('reads page, category (any case) and search', () => {
    expect(read('page=2&category=medical&search=water')).toEqual({ page: 2, category: 'MEDICAL', search: 'water' });
  });
  it('falls back to the first page and no filter for anything else', () => {
    expect(read('page=-3&category=PIRATES')).toEqual({ page: 1, category: undefined, search: '' });
    expect(read('page=abc')).toMatchObject({ page: 1 });
  });
  it('asks the API for a page of the list’s size, without an empty search', () => {
    expect(listQueryParams(read('page=3&search='))).toEqual({ page: 3, limit: PAGE_SIZE, category: undefined, search: undefined });
  });
});
