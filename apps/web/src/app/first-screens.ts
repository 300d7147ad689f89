/**
 * The screens people most often open first, with what their first render needs: the build
 * (build/first-load.ts) turns this into the inline script that fetches it all at once
 * (lib/first-load.ts). Plain data without imports, so the build reads it as it is; first-screens
 * .test.ts checks it against the routes and against the URLs the screens' fetchers build.
 */
export interface FirstScreen {
  /** The route's path in routes.ts. */
  path: string;
  /** The screen's module, from apps/web/src (the route's `screen` import). */
  screen: string;
  /** API paths the screen asks for first (`:params` from the path, `{lang}` the language, `{label}` the label). */
  requests: string[];
  /**
   * The screen's largest image, preloaded at the size the screen shows it (`sizedImage`): where
   * the first request's answer holds it, a field or a dotted path (`items.0.image`, the first row
   * of a list), and its width in CSS pixels.
   */
  image?: { field: string; width: number };
  /** The route's meta says `noQueries` and `coreStrings`: no query client, no `screens` strings. */
  shellOnly?: true;
  /** The route needs a session (not `unAuth`): the guard asks `/users/check` first. */
  signedIn?: true;
}

/** stores/label.ts's DEFAULT_LABEL (that module brings React along). */
export const FIRST_LOAD_DEFAULT_LABEL = "admit";

/**
 * The widths the screens show their largest image at (their components use the same constants):
 * the event's poster, the next ticket's on home, and a card's image across a phone.
 */
export const DETAIL_POSTER_WIDTH = 168;
export const NEXT_UP_WIDTH = 96;
export const CARD_IMAGE_WIDTH = 430;

const discoverList = "/discover/cltns?type=all&sort=NEWEST&limit=10&label={label}";
const cltnDetail = ["/discover/cltns/:id?lang={lang}", "/discover/cltns/:id/nfts"];

export const FIRST_SCREENS: FirstScreen[] = [
  { path: "/login/start", screen: "features/auth/components/StartView.tsx", requests: [], shellOnly: true },
  { path: "/discover", screen: "features/discover/components/DiscoverView.tsx", requests: [discoverList] },
  { path: "/event", screen: "features/discover/components/DiscoverView.tsx", requests: [discoverList] },
  {
    path: "/discover/detail/:id",
    screen: "features/discover/components/DiscoverDetailView.tsx",
    requests: cltnDetail,
    image: { field: "image", width: DETAIL_POSTER_WIDTH },
  },
  {
    path: "/event/detail/:id",
    screen: "features/discover/components/DiscoverDetailView.tsx",
    requests: cltnDetail,
    image: { field: "image", width: DETAIL_POSTER_WIDTH },
  },
  {
    path: "/",
    screen: "features/wallet/components/HomeView.tsx",
    requests: ["/nfts/highlights", "/nfts?type=all&status=available&sort=newest&limit=30&except=attention"],
    image: { field: "nextUp.image", width: NEXT_UP_WIDTH },
    signedIn: true,
  },
  {
    path: "/nft/:id",
    screen: "app/screens/TicketScreen.tsx",
    requests: ["/nfts/:id"],
    image: { field: "image", width: CARD_IMAGE_WIDTH },
    signedIn: true,
  },
];
