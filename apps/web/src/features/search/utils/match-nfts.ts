import type { TNftListItem } from "@admit/contract/nfts";
import { foldText } from "../../../lib/fold-text.ts";

export type SearchableNft = Pick<TNftListItem, "name" | "cltnName" | "brandName">;

/** The words of a query; empty when there is nothing to search for. */
export const searchWords = (query: string) => foldText(query).split(/\s+/).filter(Boolean);

/**
 * The tokens whose name, collection name or brand name hold every word of the query (in any of
 * them, in any order), in the order given.
 */
export function matchNfts<T extends SearchableNft>(nfts: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return nfts.filter((nft) => {
    const text = foldText(`${nft.name}\n${nft.cltnName}\n${nft.brandName}`);
    return words.every((w) => text.includes(w));
  });
}
