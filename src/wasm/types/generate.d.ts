// The options and the result of `generate`.
/** The options of `generate`; each may be left out (or null). */
export interface GenerateOptions {
  /** The difficulty word of the ER by `rate`: "easy" (ER <= 1.5), "medium" (<= 2.5), "hard"
   *  (<= 4.4), "expert" (<= 6.6), "extreme", or "any" (the default). */
  difficulty?: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | 'any' | null;
  /** An ER range instead of a word: [min, max], both included, as SE prints ratings
   *  ([4.0, 4.5] takes puzzles rated 4.0 to 4.5). Not together with `difficulty`. */
  rating?: [number, number] | null;
  /** The symmetry of the pattern of givens (the digits are free): "none" (the default),
   *  "rotational" (half turn), "quarter-turn", "mirror" (left-right), "top-bottom",
   *  "both-mirrors", "diagonal" (main diagonal), "anti-diagonal", "both-diagonals" or
   *  "full" (all eight symmetries of the square). */
  symmetry?:
    | 'none'
    | 'rotational'
    | 'quarter-turn'
    | 'mirror'
    | 'top-bottom'
    | 'both-mirrors'
    | 'diagonal'
    | 'anti-diagonal'
    | 'both-diagonals'
    | 'full'
    | null;
  /** The seed: a number (a whole number 0..2^53-1), a bigint (0..2^64-1) or a decimal
   *  string ("0".."18446744073709551615"). The same seed and options give the same puzzle,
   *  here and in the native build. Random when left out. */
  seed?: number | bigint | string | null;
  /** At most this many givens (a whole number; no puzzle has fewer than 17). */
  maxClues?: number | null;
  /** Attempts before giving up with an Error (a whole number 1 to 100000; default 5000). More than
   *  100000 (minutes of digging at worst) is refused with "attempts must be at most 100000, found
   *  ...", never clamped. */
  attempts?: number | null;
}
/** A generated puzzle: one solution, minimal, symmetric, of the difficulty or rating asked for. */
export interface GenerateResult {
  /** The puzzle: 81 characters, `.` for a blank. */
  puzzle: string;
  /** Its solution: 81 digits. */
  solution: string;
  /** Its difficulty word by `rate`. */
  difficulty: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
  /** Its ER (Sudoku Explainer rating). */
  rating: number;
  /** Its EP. */
  pearl: number;
  /** Its ED. */
  diamond: number;
  /** The technique of the first step rated ER. */
  hardest: string;
  /** The seed, as a decimal string (a JS number cannot hold every 64-bit seed):
   *  `generate({ ...options, seed })` gives the same puzzle again. */
  seed: string;
}
