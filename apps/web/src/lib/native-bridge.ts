/**
 * The bridge to a native app that hosts Admit in a web view. Messages are JSON objects
 * `{ type, ...payload }` posted to whichever host channel exists:
 *   - iOS WKWebView:     window.webkit.messageHandlers.admit.postMessage(message)
 *   - Android WebView:   window.AdmitNative.postMessage(JSON.stringify(message))
 *   - React Native:      window.ReactNativeWebView.postMessage(JSON.stringify(message))
 * Message types: `theme` { color } when the theme colour changes; `camera` { wanted } when
 * the scan screen needs the camera or is done with it. In a normal browser nothing happens.
 */
export type BridgeMessage = { type: "theme"; color: string } | { type: "camera"; wanted: boolean };

interface NativeHosts {
  webkit?: { messageHandlers?: { admit?: { postMessage(message: unknown): void } } };
  AdmitNative?: { postMessage(message: string): void };
  ReactNativeWebView?: { postMessage(message: string): void };
}

/** Posts to the native host; returns whether one was there. */
export function postToNative(
  message: BridgeMessage,
  w: NativeHosts = window as unknown as NativeHosts,
): boolean {
  try {
    if (w.webkit?.messageHandlers?.admit) {
      w.webkit.messageHandlers.admit.postMessage(message);
      return true;
    }
    if (w.AdmitNative) {
      w.AdmitNative.postMessage(JSON.stringify(message));
      return true;
    }
    if (w.ReactNativeWebView) {
      w.ReactNativeWebView.postMessage(JSON.stringify(message));
      return true;
    }
  } catch {
    // A host that throws is treated like no host.
  }
  return false;
}

export const notifyThemeColor = (color: string) => postToNative({ type: "theme", color });
export const notifyCameraWanted = (wanted: boolean) => postToNative({ type: "camera", wanted });
