import { lazy, Suspense } from "react";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { Footer } from "../../components/ui/Footer.tsx";
import { Header, HeaderIconButton } from "../../components/ui/Header.tsx";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { TabBar } from "../../components/ui/TabBar.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useLabel } from "../../stores/label.ts";
import { useNamedTitle } from "../../stores/page-title.ts";
import { useSearchStore } from "../../stores/search.ts";
import { type RouteMeta, tabOfView } from "../route-meta.ts";
import styles from "./PageLayout.module.css";

/** Loaded only where a screen shows notifications: the shell stays small. */
const HomeNotifications = lazy(() => import("../../features/notifications/components/HomeNotifications.tsx"));

function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetSearch = useSearchStore((s) => s.reset);
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "cltn" ? "cltn" : "nft";
  return (
    <Header
      actions={
        <HeaderIconButton
          label={t("header.search")}
          onClick={() => {
            resetSearch();
            navigate("/search");
          }}
        >
          <SearchIcon />
        </HeaderIconButton>
      }
    >
      <div className={styles.homeTabs} role="tablist" aria-label={t("header.homeTabs")}>
        {(["cltn", "nft"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            className={styles.homeTab}
            onClick={() => setParams(v === "nft" ? {} : { view: v }, { replace: true })}
          >
            {t(v === "cltn" ? "header.myEvent" : "header.myTicket")}
          </button>
        ))}
      </div>
    </Header>
  );
}

function SearchHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const keyword = useSearchStore((s) => s.keyword);
  const setKeyword = useSearchStore((s) => s.setKeyword);
  return (
    <Header back backTo={meta.backTo}>
      <input
        className={styles.searchInput}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t(
          meta.name === "SearchView" ? "header.searchPlaceholder" : "header.discoverPlaceholder",
        )}
        aria-label={t("header.search")}
        enterKeyHint="search"
      />
    </Header>
  );
}

function TitleSearchHeader({ meta, searchPath }: { meta: RouteMeta; searchPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetSearch = useSearchStore((s) => s.reset);
  const { label } = useLabel();
  const showLogo = meta.isWlStyle && label;
  return (
    <Header
      back={meta.back}
      backTo={meta.backTo}
      title={
        showLogo ? (
          <img className={styles.headerLogo} src={label.logo} alt={label.displayName} />
        ) : (
          t(`route.${meta.name}`)
        )
      }
      actions={
        <HeaderIconButton
          label={t("header.search")}
          onClick={() => {
            resetSearch();
            navigate(searchPath);
          }}
        >
          <SearchIcon />
        </HeaderIconButton>
      }
    />
  );
}

/** The route's title, unless the screen named one from what it shows (stores/page-title.ts). */
function BlankHeader({ meta, code401 }: { meta: RouteMeta; code401: boolean }) {
  const { t } = useTranslation();
  const named = useNamedTitle(useLocation().pathname);
  return (
    <Header back={meta.back && !code401} backTo={meta.backTo} title={named ?? t(`route.${meta.name}`)} />
  );
}

function PageHeader({ meta, code401 }: { meta: RouteMeta; code401: boolean }) {
  if (meta.noHeader) return null;
  switch (meta.layout) {
    case "list":
      return <HomeHeader />;
    case "search":
      return <SearchHeader meta={meta} />;
    case "discover":
      return <TitleSearchHeader meta={meta} searchPath="/discover/search" />;
    case "event":
      return <TitleSearchHeader meta={meta} searchPath="/event/search" />;
    case "blank":
      return <BlankHeader meta={meta} code401={code401} />;
    default: {
      const exhaustive: never = meta.layout;
      return exhaustive;
    }
  }
}

/** The page frame of a route: its layout's header, the screen, footers and the tab bar. */
export function PageLayout({ meta }: { meta: RouteMeta }) {
  const [params] = useSearchParams();
  const resetSearch = useSearchStore((s) => s.reset);
  const code401 = params.get("code") === "401";
  const theme = meta.blankTheme === 3 ? "primary" : meta.blankTheme === 4 ? "dark" : undefined;
  return (
    <div
      className={meta.tabBar ? `${styles.page} ${styles.withTabBar}` : styles.page}
      data-layout={meta.layout}
      data-blank-theme={theme}
      data-view={meta.name}
    >
      <PageHeader meta={meta} code401={code401} />
      <main className={styles.main}>
        <Outlet />
      </main>
      {(meta.isFooter || meta.commonFooter) && <Footer compact={!meta.isFooter} />}
      {meta.notifications && (
        <Suspense fallback={null}>
          <HomeNotifications />
        </Suspense>
      )}
      {meta.tabBar && (
        <TabBar selected={tabOfView(meta.name)} onSelect={(tab) => tab === "discover" && resetSearch()} />
      )}
    </div>
  );
}
