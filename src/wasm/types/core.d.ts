// The results of `target` and `target_text` (the functions' declarations are generated).
/** The outcome of a target-score search. */
export interface TargetResult {
  /** The best score found; -1 when the grid has no solution. */
  score: number;
  /** A solution reaching `score` (81 cells), or null when there is none. */
  grid: Uint8Array | null;
  /** True when `score` is the proven maximum (or there is surely no solution);
   *  false when the node budget ran out first. */
  proven: boolean;
  /** Search-tree nodes the branch and bound visited. */
  nodes: number;
}
/** The outcome of a target-score search on text input. */
export interface TargetTextResult {
  /** The best score found; -1 when the grid has no solution. */
  score: number;
  /** A solution reaching `score` as 81 digits, or null when there is none. */
  grid: string | null;
  /** True when `score` is the proven maximum; false when the budget ran out first. */
  proven: boolean;
  /** Search-tree nodes the branch and bound visited. */
  nodes: number;
}
