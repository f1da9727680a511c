// The chain overlay of <sudoku-board>: an SVG over the grid (a 9 x 9 user space, one unit a
// cell) with a line from each parent node of a chain step to the node it implies, between the
// candidates' places in their cells' 3 x 3 mini-grids. A node that sets a digit ("on") is drawn
// solid, one that removes it ("off") dashed; each node gets a ring around its candidate.
// Decorative: the step's sentence in the status region says the same in words. The same
// overlay outlines the row, column or box a hint's nudge points at (drawRegion).
//
// A long chain (a dynamic or nested step keeps its whole derivation: a hundred links and more)
// would cover the board: there only its spine is drawn in full, the path from the assumption to
// each end (a node no other node follows from) through first parents; the other links and
// their nodes are drawn faint and thin ("aside").

const SVG = 'http://www.w3.org/2000/svg';

/** The centre of candidate `digit` of `cell` in board units. */
export function candidatePoint(cell, digit) {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  const k = digit - 1;
  return { x: col + ((k % 3) + 0.5) / 3, y: row + (Math.floor(k / 3) + 0.5) / 3 };
}

/** Whether `p` names a parent of node `i` of `chain` (another node's index); others are left out. */
function isParent(chain, p, i) {
  return Number.isInteger(p) && p >= 0 && p < chain.length && p !== i;
}

/** The index of node `i`'s first parent, or undefined. */
function firstParent(chain, i) {
  return (chain[i].parents || []).find((p) => isParent(chain, p, i));
}

/** The links of a chain: [from node, to node] for each parent of each node, parents first. */
export function chainLinks(chain) {
  const links = [];
  chain.forEach((node, i) => {
    for (const p of node.parents || []) {
      if (isParent(chain, p, i)) links.push([chain[p], node]);
    }
  });
  return links;
}

/** Chains with more links than this are drawn as a spine and faint asides. */
export const SPINE_ABOVE = 24;

/**
 * The spine of a chain: the indices of the nodes on the path from each end (a node that is no
 * other node's parent) back to the start through each node's first parent.
 */
export function chainSpine(chain) {
  const parents = new Set();
  chain.forEach((node, i) => {
    for (const p of node.parents || []) if (isParent(chain, p, i)) parents.add(p);
  });
  const spine = new Set();
  chain.forEach((_, end) => {
    if (parents.has(end)) return;
    for (let i = end; i !== undefined && !spine.has(i); i = firstParent(chain, i)) spine.add(i);
  });
  return spine;
}

function svgElement(name, attrs) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** Creates the (empty) overlay. */
export function createChainOverlay() {
  const svg = svgElement('svg', {
    class: 'chain',
    viewBox: '0 0 9 9',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
    focusable: 'false',
    part: 'chain',
  });
  const defs = svgElement('defs', {});
  for (const kind of ['on', 'off']) {
    // In user space one unit is a cell: the arrow head is a fifth of one.
    const marker = svgElement('marker', {
      id: `tip-${kind}`,
      viewBox: '0 0 10 10',
      refX: 10,
      refY: 5,
      markerWidth: 0.22,
      markerHeight: 0.22,
      markerUnits: 'userSpaceOnUse',
      orient: 'auto',
    });
    marker.append(svgElement('path', { d: 'M0 0L10 5L0 10z', class: `tip-${kind}` }));
    defs.append(marker);
  }
  svg.append(defs);
  svg.append(svgElement('g', { class: 'region' }));
  svg.append(svgElement('g', { class: 'links' }));
  return svg;
}

/** Draws a highlight's chain and its nudge's units (model/game.js's `highlight`, or null: nothing). */
export function drawOverlay(svg, highlight) {
  drawChain(svg, highlight?.chain || null);
  drawRegion(svg, highlight?.regionUnits || null);
}

/**
 * Outlines the units a hint's nudge points at (`[{kind: 'row' | 'column' | 'box', n: 1-9}]`;
 * empty or null clears them): one rectangle a unit, around it rather than around each cell.
 */
export function drawRegion(svg, units) {
  const g = svg.querySelector('g.region');
  g.replaceChildren();
  for (const { kind, n } of Array.isArray(units) ? units : []) {
    const k = n - 1;
    const [x, y, w, h] =
      kind === 'row' ? [0, k, 9, 1] : kind === 'column' ? [k, 0, 1, 9] : [(k % 3) * 3, Math.floor(k / 3) * 3, 3, 3];
    const inset = 0.05;
    g.append(
      svgElement('rect', {
        class: 'region',
        x: x + inset,
        y: y + inset,
        width: w - 2 * inset,
        height: h - 2 * inset,
        rx: 0.08,
      }),
    );
  }
}

/** Draws `chain` (the step's ChainNode list; empty or null clears the overlay). Returns the number of links drawn. */
export function drawChain(svg, chain) {
  const g = svg.querySelector('g.links');
  g.replaceChildren();
  if (!Array.isArray(chain) || chain.length === 0) {
    svg.dataset.links = '0';
    return 0;
  }
  const r = 0.15;
  const links = chainLinks(chain);
  const spine = links.length > SPINE_ABOVE ? chainSpine(chain) : null;
  const index = new Map(chain.map((node, i) => [node, i]));
  // A link is on the spine when it joins a spine node to its first parent.
  const onSpine = (from, to) => {
    if (!spine) return true;
    const i = index.get(to);
    return spine.has(i) && chain[firstParent(chain, i)] === from;
  };
  // Asides first, so that the spine is drawn over them.
  const ordered = links
    .map(([from, to]) => ({ from, to, main: onSpine(from, to) }))
    .sort((a, b) => Number(a.main) - Number(b.main));
  for (const { from, to, main } of ordered) {
    const a = candidatePoint(from.cell, from.digit);
    const b = candidatePoint(to.cell, to.digit);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    if (len < 1e-6) continue;
    // From ring to ring, so the candidates stay readable.
    const ux = dx / len;
    const uy = dy / len;
    const kind = to.on ? 'on' : 'off';
    const attrs = {
      class: main ? kind : `${kind} aside`,
      x1: (a.x + ux * r).toFixed(3),
      y1: (a.y + uy * r).toFixed(3),
      x2: (b.x - ux * r).toFixed(3),
      y2: (b.y - uy * r).toFixed(3),
      'data-from': `${from.cell}:${from.digit}`,
      'data-to': `${to.cell}:${to.digit}`,
    };
    if (main) attrs['marker-end'] = `url(#tip-${kind})`;
    g.append(svgElement('line', attrs));
  }
  // One ring a node (a spine node's ring wins over an aside's), asides first.
  const rings = new Map();
  chain.forEach((node, i) => {
    const key = `${node.cell}:${node.digit}:${node.on}`;
    const main = !spine || spine.has(i);
    if (!rings.has(key) || (main && !rings.get(key).main)) rings.set(key, { node, main });
  });
  for (const { node, main } of [...rings.values()].sort((a, b) => a.main - b.main)) {
    const p = candidatePoint(node.cell, node.digit);
    const kind = node.on ? 'on' : 'off';
    g.append(svgElement('circle', { class: main ? kind : `${kind} aside`, cx: p.x.toFixed(3), cy: p.y.toFixed(3), r }));
  }
  svg.dataset.links = String(links.length);
  return links.length;
}
