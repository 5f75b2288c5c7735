/** The browser's local storage, or null where the browser refuses it (private modes, blocked storage). */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
