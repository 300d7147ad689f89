import { useLocation, useRouteError } from "react-router";
import { ErrorState } from "../components/screens/ErrorState.tsx";
import { ChunkLoadError, reloadOnceFor } from "./lazy-screen.tsx";

/** A screen that could not load. A failed script chunk reloads the page once. */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  if (error instanceof ChunkLoadError) {
    const reloading = reloadOnceFor(location.pathname, window.sessionStorage, () => window.location.reload());
    if (reloading) return null;
  }
  return <ErrorState onRetry={() => window.location.reload()} />;
}
