/**
 * The page of a banner or notice list as it sits in the URL (`?page=&size=`, as the audit log keeps it),
 * beside the group or kind; anything odd reads as the first page of 20.
 */
import { PAGE_SIZES } from '../../../components/pager';

export interface ContentPaging {
  page: number;
  size: number;
}

export function readPaging(params: URLSearchParams): ContentPaging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/** The URL's parameters with another page (and size); page 1 and the default size are left out. */
export function writePaging(params: URLSearchParams, { page, size }: ContentPaging): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== PAGE_SIZES[0]) next.set('size', String(size));
  else next.delete('size');
  return next;
}

/** The page (1-based) that shows the row at `position` (0-based) of the whole list. */
export const pageOfPosition = (position: number, size: number) => Math.floor(position / size) + 1;
