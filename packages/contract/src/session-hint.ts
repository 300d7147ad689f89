/**
 * A cookie that says "this browser has a session", readable by the page's scripts (the session
 * cookie itself is HttpOnly). Without it the web asks nothing that needs a session: a visitor who
 * never signed in makes no call that answers 401 (issue 26: a logged-out start made three). It
 * proves nothing: the server still decides by the session cookie, and clears this one when that
 * session is gone.
 */
export const SESSION_HINT_COOKIE = "admit_signed_in";

/** Whether a `document.cookie` (or a Cookie header) carries the hint. */
export const hasSessionHint = (cookies: string): boolean =>
  cookies.split(";").some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
