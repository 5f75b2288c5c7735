/**
 * jsdom answers three questions the Testing Library asks of every element a
 * role or label query looks at by walking the document again each time:
 * which control a `<label for>` names (a walk of the whole document per
 * label, and `input.labels` asks it of every label: quadratic in a big form),
 * and `getComputedStyle` (every rule of the default style sheet matched
 * again). On the offer editor and the lead form that was most of a
 * generated path's time.
 *
 * Here those answers are kept until the document changes: a MutationObserver
 * on the whole document (children, attributes, text) and any move of the
 * focus (the default style sheet has `:focus` rules) start a new generation,
 * and an answer is reused only within its generation, for an element in the
 * document. The same DOM gives the same answers, so the queries find what
 * they found before, only sooner. `getComputedStyle` is kept only while the
 * document has no style sheet of its own (a rule could read a state no
 * mutation shows, such as `:checked`): the unit tests' documents have none.
 */
const INSTALLED = Symbol.for('flua.test.dom-memo');

export function memoizeDomAnswers(win: Window & typeof globalThis): void {
  const marked = win as unknown as Record<symbol, boolean>;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;

  let generation = 0;
  const observer = new win.MutationObserver(() => void generation++);
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.document.addEventListener('focusin', () => void generation++, true);
  win.document.addEventListener('focusout', () => void generation++, true);
  /** The current generation: records not yet delivered to the observer (a change made in this tick) start a new one. */
  const current = () => {
    if (observer.takeRecords().length > 0) generation++;
    return generation;
  };

  const memoGetter = (proto: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor?.get) throw new Error(`dom-memo: no getter ${name}`);
    const get = (self: object): unknown => descriptor.get!.call(self);
    const kept = new WeakMap<object, { generation: number; value: unknown }>();
    Object.defineProperty(proto, name, {
      ...descriptor,
      get(this: Node) {
        if (!this.isConnected) return get(this);
        const g = current();
        const hit = kept.get(this);
        if (hit && hit.generation === g) return hit.value;
        const value = get(this);
        kept.set(this, { generation: g, value });
        return value;
      },
    });
  };
  // Kept on jsdom's own label (its "impl", behind the element the page sees): `input.labels` asks it there.
  const label = win.document.createElement('label');
  const impl = Object.getOwnPropertySymbols(label).find((s) => s.description === 'impl');
  let proto: object | null = impl ? (label as unknown as Record<symbol, object>)[impl]! : null;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'control')) proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) throw new Error("dom-memo: jsdom's label has no `control` getter");
  memoGetter(proto, 'control');

  const computed = win.getComputedStyle.bind(win);
  const styles = new WeakMap<Element, { generation: number; value: CSSStyleDeclaration }>();
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo || !element.isConnected || win.document.styleSheets.length > 0) return computed(element, pseudo);
    const g = current();
    const hit = styles.get(element);
    if (hit && hit.generation === g) return hit.value;
    const value = computed(element);
    styles.set(element, { generation: g, value });
    return value;
  };
}
