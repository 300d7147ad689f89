/** Layouts and flags of spec §2, carried in each route's `handle`. */
export type LayoutName = "blank" | "search" | "list" | "discover" | "event";

export interface RouteMeta {
  /** The view's name (spec §2 named views); the tab bar and guard key off it. */
  name: string;
  layout: LayoutName;
  /** Header with a back button (hidden when the query has code=401). */
  back?: boolean;
  /** Where the back button goes; otherwise browser history. */
  backTo?: string;
  /** No login needed. */
  unAuth?: boolean;
  /** Signed-in users are sent home, unless the query has code=401. */
  notLogin?: boolean;
  /** Styled by the white label (logo and colours in the header). */
  isWlStyle?: boolean;
  /** Shows the full company footer. */
  isFooter?: boolean;
  /** Shows the compact common footer. */
  commonFooter?: boolean;
  noHeader?: boolean;
  /** 3: primary-coloured page; 4: dark page. */
  blankTheme?: 3 | 4;
  /** Shows the bottom tab bar. */
  tabBar?: boolean;
  /** The screen uses no server state: its route skips loading the query library. */
  noQueries?: boolean;
  /** The screen needs only the catalogs' `core` part (locales/parts.ts): the start screen, kept small. */
  coreStrings?: boolean;
  /** Unconfirmed notifications open in a sheet while this screen is shown (spec §4: home only). */
  notifications?: boolean;
  /** The screen uses the camera; a native host is told while it is open. */
  camera?: boolean;
}

export type TabName = "tickets" | "discover" | "scan" | "coupon" | "profile";

const TAB_OF_VIEW: Record<string, TabName> = {
  HomeView: "tickets",
  SearchView: "tickets",
  CltnView: "tickets",
  CltnInfoView: "tickets",
  NftView: "tickets",
  NftSendView: "tickets",
  DiscoverView: "discover",
  DiscoverSearchView: "discover",
  DiscoverDetailView: "discover",
  BrandView: "discover",
  BrandCltnListView: "discover",
  QrScanView: "scan",
  QrMintView: "scan",
  CouponListView: "coupon",
  CouponView: "coupon",
  MyProfileView: "profile",
  ProfileEditView: "profile",
  OrderListView: "profile",
  InviteView: "profile",
};

/** The selected tab derives from the current route's name (spec §2). */
export function tabOfView(name: string | undefined): TabName | undefined {
  return name ? TAB_OF_VIEW[name] : undefined;
}
