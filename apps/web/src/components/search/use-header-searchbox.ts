import { useEffect, useRef } from "react";

/**
 * The search field is the search layout's header (PageLayout), outside this screen: focus it on
 * arrival, and hear its Enter (not the Enter that ends an IME composition of Korean, Japanese or
 * Chinese text) as "search for this".
 */
export function useHeaderSearchbox(onSubmit: () => void) {
  const submitRef = useRef(onSubmit);
  useEffect(() => {
    submitRef.current = onSubmit;
  });
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('header input[type="search"]');
    if (!input) return;
    input.focus();
    const handleKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Enter" || e.isComposing) return;
      submitRef.current();
      // Closes the on-screen keyboard so the results show.
      input.blur();
    };
    input.addEventListener("keydown", handleKeyDown);
    return () => input.removeEventListener("keydown", handleKeyDown);
  }, []);
}
