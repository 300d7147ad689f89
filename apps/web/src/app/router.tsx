import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { Spinner } from "../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../lib/i18n.ts";
import { AppShell } from "./AppShell.tsx";
import { guardLoader } from "./guard-loader.ts";
import { loadScreen } from "./lazy-screen.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { APP_ROUTES, FEATURED_EVENT_ID, FEATURED_EVENT_PATH, NOT_FOUND_META } from "./routes.ts";

/** Shown while the first route's guard runs (the catalog is loaded before the first render). */
function StartupSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t("common.loading")} />;
}

export const routeObjects: RouteObject[] = [
  {
    id: "root",
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <StartupSpinner />,
    children: [
      ...APP_ROUTES.map(
        (route): RouteObject => ({
          path: route.path,
          handle: route.meta,
          loader: guardLoader(route.meta),
          lazy: () =>
            loadScreen(route.screen, { queries: !route.meta.noQueries, coreStrings: route.meta.coreStrings }),
          errorElement: <RouteErrorView />,
        }),
      ),
      { path: FEATURED_EVENT_PATH, loader: () => redirect(`/event/detail/${FEATURED_EVENT_ID}`) },
      {
        path: "*",
        handle: NOT_FOUND_META,
        lazy: () => loadScreen(() => import("../components/screens/NotFoundView.tsx"), { queries: false }),
        errorElement: <RouteErrorView />,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
