/**
 * Which page links a pager shows (spec §9: the lobby uses 1 margin page and a range of 3): the first
 * and last `margin` pages, `range` pages around the current one, and a gap marker where pages are
 * left out. A gap of a single page shows that page instead, since a marker would take the same room.
 */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export function paginationWindow(current: number, totalPages: number, range = 3, margin = 1): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);
  // Centre the range on the current page, shifted inwards at either end so it always holds `range` pages.
  let start = page - Math.floor((range - 1) / 2);
  start = Math.max(1, Math.min(start, totalPages - range + 1));
  for (let p = start; p < start + range && p <= totalPages; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
