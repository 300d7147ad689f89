import type { TNftListItem } from "@admit/contract/nfts";

export interface CltnGroup {
  cltnId: number;
  cltnName: string;
  cltnLogoImg: string;
  cltnType: TNftListItem["cltnType"];
  color: string;
  /** Tokens of this collection among those loaded. */
  count: number;
}

/** One row per collection, in the order its first token comes in the list (so the sort holds). */
export function groupByCltn(items: readonly TNftListItem[]): CltnGroup[] {
  const groups = new Map<number, CltnGroup>();
  for (const nft of items) {
    const group = groups.get(nft.cltnId);
    if (group) group.count += 1;
    else
      groups.set(nft.cltnId, {
        cltnId: nft.cltnId,
        cltnName: nft.cltnName,
        cltnLogoImg: nft.cltnLogoImg,
        cltnType: nft.cltnType,
        color: nft.color,
        count: 1,
      });
  }
  return [...groups.values()];
}
