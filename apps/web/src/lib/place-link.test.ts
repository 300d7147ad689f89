import { describe, expect, it } from "vitest";
import { placeLink } from "./place-link.ts";

const place = { name: "Olympic Hall", address: "424 Olympic-ro, Seoul", lat: null, lng: null };

describe("place link", () => {
  it("searches the place name and address on the map for an event on site", () => {
    expect(placeLink({ locationType: "offline", onlineUrl: null, place })).toEqual({
      href: "https://www.google.com/maps/search/?api=1&query=Olympic%20Hall%20424%20Olympic-ro%2C%20Seoul",
      label: "Olympic Hall",
      online: false,
    });
  });

  it("links an online event to its own address", () => {
    expect(placeLink({ locationType: "online", onlineUrl: "https://live.example/e/1", place: null })).toEqual(
      {
        href: "https://live.example/e/1",
        label: "https://live.example/e/1",
        online: true,
      },
    );
  });

  it("has no link without a place", () => {
    expect(placeLink({ locationType: "offline", onlineUrl: null, place: null })).toBeNull();
    expect(placeLink({ locationType: "online", onlineUrl: null, place })).toBeNull();
  });
});
