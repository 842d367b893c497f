export type PageItem = number | 'ellipsis';

/**
 * The spec's page list: up to 4 pages shows all; near the start 1 2 3 … last;
 * near the end 1 … last-2 last-1 last; otherwise 1 … c-1 c c+1 … last.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 4) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 'ellipsis', total];
  if (current >= total - 2) return [1, 'ellipsis', total - 2, total - 1, total];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}
