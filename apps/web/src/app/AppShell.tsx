import { lazy, Suspense, useEffect } from "react";
import { ScrollRestoration, useMatches } from "react-router";
import { LoadingScreen } from "../components/ui/LoadingScreen.tsx";
import { ToastHost } from "../components/ui/ToastHost.tsx";
import { LabelTheme } from "../features/label/components/LabelTheme.tsx";
import { notifyCameraWanted } from "../lib/native-bridge.ts";
import { usePopupStore } from "../stores/popup.ts";
import { PageLayout } from "./layouts/PageLayout.tsx";
import type { RouteMeta } from "./route-meta.ts";
import { NOT_FOUND_META } from "./routes.ts";

/** Alert dialogs load with the first alert: the start view never shows one (bench:bundle's budget). */
const AlertStack = lazy(() =>
  import("../components/ui/AlertStack.tsx").then((m) => ({ default: m.AlertStack })),
);

/** The current route's meta: the deepest match that has one. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return NOT_FOUND_META;
}

/** Root of every screen: the label theme, the route's layout and the global overlays. */
export function AppShell() {
  const meta = useRouteMeta();
  const camera = meta.camera === true;
  const alerting = usePopupStore((s) => s.alerts.length > 0);
  useEffect(() => {
    if (!camera) return;
    notifyCameraWanted(true);
    return () => {
      notifyCameraWanted(false);
    };
  }, [camera]);
  return (
    <>
      <LabelTheme />
      <PageLayout meta={meta} />
      <ToastHost />
      {alerting && (
        <Suspense fallback={null}>
          <AlertStack />
        </Suspense>
      )}
      <LoadingScreen />
      <ScrollRestoration />
    </>
  );
}
