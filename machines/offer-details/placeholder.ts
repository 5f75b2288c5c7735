/**
 * A placeholder for an action the app provides: it throws when the chart
 * runs without it, so a composition that forgets one fails loudly instead
 * of silently doing nothing.
 */
export function placeholderFor(name: string): () => never {
  return () => {
    throw new Error(`${name} action not provided`);
  };
}
