// A random isomorph of a puzzle: the same puzzle to a solver's logic, new to a player's eye.
// The digits are relabelled, the rows permuted within their bands and the bands among
// themselves, the same for columns and stacks, and the grid maybe transposed. Each of these
// maps a valid grid to a valid grid and a puzzle with one solution to one with one solution.
// `random()` gives numbers in [0, 1) (Math.random, or a seeded one in the tests).

/** A random permutation of 0..n-1 (Fisher-Yates). */
function shuffled(n, random) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** The 9 lines in a new order: bands (or stacks) shuffled, and lines within each. */
function lineOrder(random) {
  const bands = shuffled(3, random);
  return bands.flatMap((b) => shuffled(3, random).map((k) => 3 * b + k));
}

/**
 * A random isomorph of `grid` (81 digits, 0 for a blank) as a new array.
 * @param {ArrayLike<number>} grid
 * @param {() => number} [random]
 */
export function randomIsomorph(grid, random = Math.random) {
  const digits = [0, ...shuffled(9, random).map((d) => d + 1)];
  const rows = lineOrder(random);
  const cols = lineOrder(random);
  const transpose = random() < 0.5;
  const out = new Array(81).fill(0);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const from = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      out[r * 9 + c] = digits[grid[from]];
    }
  }
  return out;
}
