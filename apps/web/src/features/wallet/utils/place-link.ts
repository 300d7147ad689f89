import type { TNftDetail } from "@admit/contract/nfts";

export interface PlaceLink {
  href: string;
  label: string;
  online: boolean;
}

/** Where the event is: its online link, else a maps search for the place (spec §2 ticket back). */
export function placeLink(nft: Pick<TNftDetail, "locationType" | "onlineUrl" | "place">): PlaceLink | null {
  if (nft.locationType === "online") {
    if (!nft.onlineUrl) return null;
    return { href: nft.onlineUrl, label: nft.place?.name ?? nft.onlineUrl, online: true };
  }
  if (!nft.place) return null;
  const query = [nft.place.name, nft.place.address].filter(Boolean).join(" ");
  return {
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
    label: nft.place.name,
    online: false,
  };
}
