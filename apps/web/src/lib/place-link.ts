export interface PlaceLink {
  href: string;
  label: string;
  online: boolean;
}

/** What a link to an event's place needs: a token's back and a collection's detail both have it. */
export interface Located {
  locationType: "online" | "offline";
  onlineUrl: string | null;
  place: { name: string; address: string } | null;
}

/** Where the event is: its online link, else a maps search for the place (spec §2 ticket back). */
export function placeLink({ locationType, onlineUrl, place }: Located): PlaceLink | null {
  if (locationType === "online") {
    if (!onlineUrl) return null;
    return { href: onlineUrl, label: place?.name ?? onlineUrl, online: true };
  }
  if (!place) return null;
  const query = [place.name, place.address].filter(Boolean).join(" ");
  return {
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
    label: place.name,
    online: false,
  };
}
