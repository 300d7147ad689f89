export interface CataloguePaths {
  /** The catalogue's list. */
  list: string;
  /** A collection's page, followed by its id. */
  detail: string;
  /** The purchase, followed by the collection's id. */
  pay: string;
  /** A resale ticket's purchase, followed by the collection's id and the token's. */
  resale: string;
}

/**
 * The discover tab and the white label's public event app show the same screens (spec §2): each
 * keeps the person inside its own paths, /discover/… or /event/….
 */
export function cataloguePaths(pathname: string): CataloguePaths {
  const base = pathname === "/event" || pathname.startsWith("/event/") ? "/event" : "/discover";
  return { list: base, detail: `${base}/detail`, pay: `${base}/pay`, resale: `${base}/resale` };
}
