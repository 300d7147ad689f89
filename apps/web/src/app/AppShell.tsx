import { useEffect } from "react";
import { ScrollRestoration, useMatches } from "react-router";
import { AlertStack } from "../components/ui/AlertStack.tsx";
import { LoadingScreen } from "../components/ui/LoadingScreen.tsx";
import { ToastHost } from "../components/ui/ToastHost.tsx";
import { LabelTheme } from "../features/label/components/LabelTheme.tsx";
import { notifyCameraWanted } from "../lib/native-bridge.ts";
import { PageLayout } from "./layouts/PageLayout.tsx";
import type { RouteMeta } from "./route-meta.ts";
import { NOT_FOUND_META } from "./routes.ts";

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
      <AlertStack />
      <LoadingScreen />
      <ScrollRestoration />
    </>
  );
}
