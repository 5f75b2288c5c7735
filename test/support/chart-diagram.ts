/**
 * A chart drawn from its machine definition: nested states, parallel regions
 * (dashed), initial states (a dot), final states (double border), invoked
 * actors (listed in their state), transitions labelled with their event and
 * guard (`after 1500 ms` for a delay, `done: x` / `error: x` for an invoked
 * actor's result), and the events a state handles without leaving it (`↺`).
 *
 * The layout is elkjs's layered algorithm (the bundled build: no worker, no
 * network); the SVG is ours. Same machine, same text: elk is deterministic,
 * text widths are estimated from the characters (never measured), and every
 * list is in the definition's order.
 *
 * With `coverage`, each state and transition is marked exercised or not (the
 * HTML report); without, the SVG is neutral (docs/charts/*.svg).
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface DiagramCoverage {
  /** Dotted state paths (`parent.child`) exercised. */
  states: ReadonlySet<string>;
  /** Defined transition keys (`stateId —event #n`, see chart-coverage.ts) exercised. */
  transitions: ReadonlySet<string>;
  /** The states the plans count (a transient state, left at once by `always`, is not): the others are drawn neutral. */
  counted?: ReadonlySet<string>;
}

const FONT = 12;
const CHAR = 7.2;
const LINE = 16;
const PAD = 8;

const textWidth = (text: string, bold = false) => Math.ceil([...text].length * CHAR * (bold ? 1.08 : 1));

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A guard as written: `name`, `!name`, `a && b`, `a || b`. */
export function guardText(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { guards?: unknown[]; name?: string; check?: unknown };
    if (Array.isArray(g.guards)) {
      const parts = g.guards.map((x) => guardText(x) ?? '?');
      const kind = (g as { type?: string }).type ?? '';
      if (kind === 'xstate.not') return `!${parts.join('')}`;
      if (kind === 'xstate.or') return parts.join(' || ');
      return parts.join(' && ');
    }
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  if (typeof guard === 'object') {
    const g = guard as { type?: string };
    return g.type;
  }
  return undefined;
}

/** An event type as a person reads it on an arrow. */
export function eventText(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType === '') return 'always';
  return eventType;
}

/** The dotted path of a state (`parent.child`), as the plans name states. */
const dotted = (node: AnyStateNode) => node.path.join('.');

interface Drawn {
  kind: 'state' | 'initial';
  node?: AnyStateNode;
  header: { text: string; cls: string; covKey?: string }[];
  elk: ElkNode;
}

interface RawEdge {
  key?: string;
  always: boolean;
  source: string;
  target: string;
  label: string;
}

/** The transitions between one source and one target: one arrow, a label line each. */
interface DrawnEdge {
  source: string;
  target: string;
  lines: RawEdge[];
  elk: ElkExtendedEdge;
}

const nodeId = (node: AnyStateNode) => `s:${node.id}`;

function invokeLines(node: AnyStateNode): { text: string; cls: string }[] {
  return node.invoke.map((inv: { id: string; src: unknown }) => {
    const src = typeof inv.src === 'string' ? inv.src : inv.id;
    return { text: src === inv.id ? `invoke ${src}` : `invoke ${src} (${inv.id})`, cls: 'invoke' };
  });
}

/** Builds the elk graph: every state a node, every transition with a target an edge. */
function buildGraph(machine: AnyStateMachine) {
  const drawn = new Map<string, Drawn>();
  const edges: RawEdge[] = [];
  let initialCount = 0;

  function visit(node: AnyStateNode, isRoot: boolean): ElkNode {
    const children = Object.values(node.states ?? {}) as AnyStateNode[];
    const header: Drawn['header'] = [];
    header.push({ text: isRoot ? `${machine.id}` : node.key, cls: isRoot ? 'title' : 'name' });
    header.push(...invokeLines(node));
    for (const [eventType, candidates] of node.transitions as Map<string, any[]>) {
      candidates.forEach((t, i) => {
        const key = `${node.id} —${eventType} #${i}`;
        const guard = guardText(t.guard);
        const label = `${eventText(eventType)}${guard ? ` [${guard}]` : ''}`;
        if (!t.target || t.target.length === 0) {
          header.push({ text: `↺ ${label}`, cls: 'self', covKey: key });
          return;
        }
        for (const target of t.target as AnyStateNode[]) {
          edges.push({ key, always: false, source: nodeId(node), target: nodeId(target), label });
        }
      });
    }
    (node.always ?? []).forEach((t: any) => {
      const guard = guardText(t.guard);
      const label = `always${guard ? ` [${guard}]` : ''}`;
      if (!t.target || t.target.length === 0) {
        header.push({ text: `↺ ${label}`, cls: 'self' });
        return;
      }
      for (const target of t.target as AnyStateNode[]) edges.push({ always: true, source: nodeId(node), target: nodeId(target), label });
    });
    if (node.type === 'final') header.push({ text: 'final', cls: 'invoke' });

    const headerHeight = header.length * LINE + PAD;
    const headerWidth = Math.max(...header.map((h) => textWidth(h.text, h.cls !== 'invoke' && h.cls !== 'self'))) + 2 * PAD;
    const elk: ElkNode = { id: nodeId(node), children: [], edges: [] };
    if (children.length > 0) {
      const kids: ElkNode[] = [];
      if (node.type !== 'parallel' && node.initial && node.initial.target.length > 0) {
        const initId = `i:${initialCount++}`;
        kids.push({ id: initId, width: 12, height: 12 });
        drawn.set(initId, { kind: 'initial', header: [], elk: kids[0]! });
        for (const target of node.initial.target as AnyStateNode[]) {
          edges.push({ always: false, source: initId, target: nodeId(target), label: '' });
        }
      }
      for (const child of children) kids.push(visit(child, false));
      elk.children = kids;
      elk.layoutOptions = {
        'elk.padding': `[top=${headerHeight + 4},left=${PAD * 2},bottom=${PAD * 2},right=${PAD * 2}]`,
        'elk.nodeSize.minimum': `(${headerWidth}, ${headerHeight + 20})`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      };
      if (node.type === 'parallel') elk.layoutOptions['elk.direction'] = 'RIGHT';
    } else {
      elk.width = Math.max(headerWidth, 60);
      elk.height = headerHeight + 4;
    }
    drawn.set(elk.id, { kind: 'state', node, header, elk });
    return elk;
  }

  const chart = visit(machine.root, true);
  const root: ElkNode = { id: 'graph', children: [chart] };
  const grouped = new Map<string, DrawnEdge>();
  for (const e of edges) {
    const id = `${e.source}→${e.target}`;
    const group = grouped.get(id) ?? { source: e.source, target: e.target, lines: [], elk: undefined as never };
    group.lines.push(e);
    grouped.set(id, group);
  }
  const drawnEdges = [...grouped.values()];
  drawnEdges.forEach((e, i) => {
    const texts = e.lines.map((l) => l.label).filter(Boolean);
    const labels: ElkLabel[] = texts.length ? [{ id: `l:${i}`, text: texts.join('\n'), width: Math.max(...texts.map((t) => textWidth(t))) + 6, height: LINE * texts.length }] : [];
    e.elk = { id: `e:${i}`, sources: [e.source], targets: [e.target], labels };
  });
  root.edges = drawnEdges.map((e) => e.elk);
  root.layoutOptions = {
    'elk.padding': '[top=4,left=4,bottom=4,right=4]',
    'elk.algorithm': 'layered',
    'elk.direction': 'RIGHT',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '36',
    'elk.spacing.nodeNode': '28',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.edgeEdge': '12',
    'elk.layered.spacing.edgeNodeBetweenLayers': '16',
    'elk.edgeLabels.inline': 'false',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.json.shapeCoords': 'ROOT',
    'elk.json.edgeCoords': 'ROOT',
    'elk.randomSeed': '1',
  };
  return { root, drawn, edges: drawnEdges };
}

const STYLE = `
.chart text{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;font-size:${FONT}px;fill:#1d2433}
.chart .title{font-weight:700;font-size:${FONT + 1}px}
.chart .name{font-weight:700}
.chart .invoke{fill:#4a5568;font-style:italic}
.chart .self{fill:#2d3748}
.chart .box{fill:#fff;stroke:#4a5568;stroke-width:1.2}
.chart .box.compound{fill:#f7f9fc}
.chart .box.region{fill:#fbfcfe;stroke-dasharray:5 4}
.chart .box.root{fill:#fff;stroke:#a0aec0}
.chart .final-inner{fill:none;stroke:#4a5568;stroke-width:1}
.chart .init{fill:#1d2433}
.chart .edge{fill:none;stroke:#4a5568;stroke-width:1.3}
.chart .edge.always{stroke-dasharray:4 3}
.chart .arrow{fill:#4a5568}
.chart .label-bg{fill:#fff;opacity:.9}
.chart .yes .box{stroke:#1f7a3a;stroke-width:2}
.chart .no .box{stroke:#c53030;stroke-width:2.4;fill:#fff5f5}
.chart .edge.yes{stroke:#1f7a3a}
.chart .edge.no{stroke:#c53030;stroke-width:2.2;stroke-dasharray:6 3}
.chart .arrow.yes{fill:#1f7a3a}
.chart .arrow.no{fill:#c53030}
.chart text.yes{fill:#1f7a3a}
.chart text.no{fill:#c53030;font-weight:700}
`;

function round(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function mark(covered: boolean | undefined): string {
  return covered === undefined ? '' : covered ? 'yes' : 'no';
}

/** The chart as an SVG document (deterministic text). */
export async function chartSvg(machine: AnyStateMachine, coverage?: DiagramCoverage): Promise<string> {
  const { root, drawn, edges } = buildGraph(machine);
  const elk = new ELK();
  const laid = await elk.layout(root);

  const positions = new Map<string, ElkNode>();
  const collect = (n: ElkNode) => {
    positions.set(n.id, n);
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const collectEdges = (n: ElkNode) => {
    for (const e of n.edges ?? []) laidEdges.set(e.id, e);
    for (const c of n.children ?? []) collectEdges(c);
  };
  collectEdges(laid);

  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Chart ${machine.id}`)}">`);
  out.push(`<style>${STYLE.trim()}</style>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>`);

  // States, outermost first (so children draw over their parents).
  const drawNode = (n: ElkNode, parentParallel: boolean) => {
    const d = drawn.get(n.id);
    if (!d) {
      for (const c of n.children ?? []) drawNode(c, false);
      return;
    }
    const x = n.x ?? 0;
    const y = n.y ?? 0;
    if (d.kind === 'initial') {
      out.push(`<circle class="init" cx="${round(x + 6)}" cy="${round(y + 6)}" r="6"/>`);
      return;
    }
    const node = d.node!;
    const isRoot = node === machine.root;
    const path = isRoot ? '' : dotted(node);
    const covered = coverage && !isRoot && (!coverage.counted || coverage.counted.has(path)) ? coverage.states.has(path) : undefined;
    const classes = ['box', isRoot ? 'root' : (n.children?.length ?? 0) > 0 ? 'compound' : 'atomic', parentParallel ? 'region' : ''].filter(Boolean).join(' ');
    out.push(`<g class="state ${mark(covered)}"${isRoot ? '' : ` data-state="${escapeXml(path)}"`}>`);
    if (covered !== undefined) out.push(`<title>${escapeXml(`${path}: ${covered ? 'exercised' : 'NOT exercised'}`)}</title>`);
    out.push(`<rect class="${classes}" x="${round(x)}" y="${round(y)}" width="${round(n.width ?? 0)}" height="${round(n.height ?? 0)}" rx="${isRoot ? 4 : 8}"/>`);
    if (node.type === 'final') out.push(`<rect class="final-inner" x="${round(x + 3)}" y="${round(y + 3)}" width="${round((n.width ?? 0) - 6)}" height="${round((n.height ?? 0) - 6)}" rx="6"/>`);
    d.header.forEach((h, i) => {
      const cov = h.covKey && coverage ? coverage.transitions.has(h.covKey) : undefined;
      const title = h.covKey && cov !== undefined ? `<title>${escapeXml(`${h.covKey}: ${cov ? 'exercised' : 'NOT exercised'}`)}</title>` : '';
      out.push(`<text class="${[h.cls, mark(cov)].filter(Boolean).join(' ')}" x="${round(x + PAD)}" y="${round(y + PAD + LINE * i + FONT)}"${h.covKey ? ` data-transition="${escapeXml(h.covKey)}"` : ''}>${title}${escapeXml(h.text)}</text>`);
    });
    out.push('</g>');
    for (const c of n.children ?? []) drawNode(c, node.type === 'parallel');
  };
  drawNode(laid, false);

  // Transitions over the states.
  edges.forEach((e) => {
    const laidEdge = laidEdges.get(e.elk.id);
    const sections = laidEdge?.sections ?? [];
    const lineCov = e.lines.map((l) => (!coverage ? undefined : l.key ? coverage.transitions.has(l.key) : l.always ? alwaysCovered(l, coverage) : undefined));
    const known = lineCov.filter((c): c is boolean => c !== undefined);
    const cls = mark(known.length ? known.every(Boolean) : undefined);
    const keys = e.lines.map((l) => l.key).filter(Boolean);
    out.push(`<g class="transition"${keys.length ? ` data-transition="${escapeXml(keys.join('|'))}"` : ''}>`);
    if (coverage && known.length) out.push(`<title>${escapeXml(e.lines.map((l, i) => `${l.key ?? l.label}: ${lineCov[i] ? 'exercised' : 'NOT exercised'}`).join('\n'))}</title>`);
    const always = e.lines.every((l) => l.always);
    for (const s of sections) {
      const points = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint];
      out.push(`<path class="${['edge', always ? 'always' : '', cls].filter(Boolean).join(' ')}" d="M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join(' L')}"/>`);
      const end = points[points.length - 1]!;
      const prev = points[points.length - 2]!;
      const angle = Math.atan2(end.y - prev.y, end.x - prev.x);
      const a = (d: number) => `${round(end.x - 8 * Math.cos(angle + d))} ${round(end.y - 8 * Math.sin(angle + d))}`;
      out.push(`<path class="${['arrow', cls].filter(Boolean).join(' ')}" d="M${round(end.x)} ${round(end.y)} L${a(0.4)} L${a(-0.4)} Z"/>`);
    }
    for (const l of laidEdge?.labels ?? []) {
      out.push(`<rect class="label-bg" x="${round(l.x ?? 0)}" y="${round(l.y ?? 0)}" width="${round(l.width ?? 0)}" height="${round(l.height ?? 0)}"/>`);
      const withText = e.lines.map((line, i) => ({ line, cov: lineCov[i] })).filter((x) => x.line.label);
      withText.forEach(({ line, cov }, i) => {
        out.push(`<text class="${['elabel', mark(cov)].filter(Boolean).join(' ')}" x="${round((l.x ?? 0) + 3)}" y="${round((l.y ?? 0) + FONT + LINE * i)}"${line.key ? ` data-transition="${escapeXml(line.key)}"` : ''}>${escapeXml(line.label)}</text>`);
      });
    }
    out.push('</g>');
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;

  function alwaysCovered(e: RawEdge, cov: DiagramCoverage): boolean | undefined {
    const from = drawn.get(e.source)?.node;
    const to = drawn.get(e.target)?.node;
    if (!from || !to) return undefined;
    if (cov.counted && (!cov.counted.has(dotted(from)) || !cov.counted.has(dotted(to)))) return undefined;
    return cov.states.has(dotted(from)) && cov.states.has(dotted(to));
  }
}
