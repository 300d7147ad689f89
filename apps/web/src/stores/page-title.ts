import { useEffect } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";

interface PageTitleState {
  /** The path the title was named for: another screen never shows it. */
  path: string | null;
  title: string | null;
  name: (path: string, title: string) => void;
  forget: (path: string) => void;
}

/** A title a screen names from what it shows, in place of its route's own (app/layouts/PageLayout). */
export const usePageTitleStore = create<PageTitleState>((set, get) => ({
  path: null,
  title: null,
  name: (path, title) => set({ path, title }),
  forget: (path) => {
    if (get().path === path) set({ path: null, title: null });
  },
}));

/**
 * Names the header's title for this screen while it is shown, when its route's one does not fit
 * what it shows: a membership is not a "Ticket", an ended lottery takes no applications. Nothing
 * (undefined) keeps the route's title, as while the data loads.
 */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.getState().name(pathname, title);
    return () => usePageTitleStore.getState().forget(pathname);
  }, [pathname, title]);
}

/** The title named for `pathname`, if any. */
export function useNamedTitle(pathname: string): string | null {
  return usePageTitleStore((s) => (s.path === pathname ? s.title : null));
}
