//! X-chains: chains of one digit. A strong link (a unit where the digit has
//! exactly two places) says "if one place is not the digit, the other is"; a
//! weak link (two places that see each other) says "if one is, the other is
//! not". A chain that starts and ends with a strong link and alternates
//! between them proves that if its first cell is not the digit, its last cell
//! is: one of the two ends holds the digit, so no cell that sees both can.
//!
//! The short ones have names of their own (Skyscraper, 2-String Kite, Turbot
//! Fish: two strong links). The search is breadth-first from each start, so
//! the shortest chain is found first, as Sudoku Explainer rates longer chains
//! harder.

use super::candidates::Candidates;
use super::cells::{CellSet, PEERS, UNIT_SETS};
use super::step::{cell, eliminations, Step, Technique};
use crate::Text;

/// The most strong links a chain may have: 15 links, 16 cells (SE 7.0).
const MAX_STRONG: usize = 8;

/// The first shortest X-chain (SE 6.6 for four cells, more when longer):
/// fewest links first, then lowest digit, then lowest start cell.
#[inline(never)]
pub(crate) fn find_x_chain(state: &Candidates) -> Option<Step> {
    let mut best: Option<Chain> = None;
    // A chain found with k strong links is only beaten by a shorter one.
    let mut bound = MAX_STRONG;
    'digits: for digit in 1..=9u8 {
        let graph = Graph::of(state, digit);
        for start in graph.linked.iter() {
            if let Some(chain) = graph.shortest_from(start, bound) {
                bound = chain.cells.len() / 2 - 1;
                best = Some(chain);
                // Two strong links is the shortest an X-chain can be.
                if bound < 2 {
                    break 'digits;
                }
            }
        }
    }
    best.map(Chain::step)
}

/// SE's surcharge for a chain of `nodes` cells, in tenths: 0.1 each time the
/// length passes the next ceiling of 4, 6, 8, 12, 16, 24, ... (alternately
/// times 3/2 and 4/3).
fn length_difficulty(nodes: usize) -> u8 {
    let mut added = 0;
    let mut ceil = 4;
    let mut odd = false;
    while nodes > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// One digit's links: its places, and for each place the places it shares a
/// two-place unit with.
struct Graph {
    digit: u8,
    places: CellSet,
    strong: [CellSet; 81],
    /// The places with at least one strong link (the only ones a chain uses).
    linked: CellSet,
}

/// A chain found: its cells from one end to the other (strong link first),
/// and the places that see both ends.
struct Chain {
    digit: u8,
    cells: Vec<u8>,
    removed: CellSet,
}

impl Graph {
    fn of(state: &Candidates, digit: u8) -> Graph {
        let places = state.cells_with(digit);
        let mut strong = [CellSet::EMPTY; 81];
        let mut linked = CellSet::EMPTY;
        for unit in UNIT_SETS {
            let pair = places & unit;
            if pair.len() != 2 {
                continue;
            }
            let mut ends = pair.iter();
            if let (Some(a), Some(b)) = (ends.next(), ends.next()) {
                strong[a].insert(b);
                strong[b].insert(a);
                linked |= pair;
            }
        }
        Graph {
            digit,
            places,
            strong,
            linked,
        }
    }

    /// The shortest chain from `start` with at most `bound` strong links
    /// (and at least two) that removes something; the lowest far end first.
    ///
    /// Breadth-first by strong links: `on` holds the cells proved to be the
    /// digit if `start` is not, reached by a strong link; `off` the cells then
    /// proved not to be. A cell takes one role only, at its first (shortest)
    /// reach, so the parents always spell a chain of distinct cells. Little
    /// is lost: reaching a cell again in the other role would prove `start`
    /// to be the digit (a contradiction, not a chain), and an end reached
    /// first by one strong link gives the eliminations of locked candidates.
    fn shortest_from(&self, start: usize, bound: usize) -> Option<Chain> {
        let mut parent = [0u8; 81];
        let mut seen = CellSet::single(start);
        let mut on = self.strong[start];
        for c in on.iter() {
            parent[c] = start as u8;
        }
        seen |= on;
        let ends = self.places & PEERS[start];
        for k in 1..=bound {
            if k >= 2 {
                for end in on.iter() {
                    let both = ends & PEERS[end];
                    if both.is_empty() {
                        continue;
                    }
                    let removed = both - chain_cells(&parent, end, 2 * k);
                    if !removed.is_empty() {
                        return Some(Chain {
                            digit: self.digit,
                            cells: self.spell(&parent, start, end, 2 * k),
                            removed,
                        });
                    }
                }
            }
            if k == bound {
                break;
            }
            // Weak links: linked places that see a cell of `on`.
            let mut off = CellSet::EMPTY;
            for c in on.iter() {
                let next = (PEERS[c] & self.linked) - seen - off;
                for n in next.iter() {
                    parent[n] = c as u8;
                }
                off |= next;
            }
            seen |= off;
            // Strong links out of `off`.
            let mut next_on = CellSet::EMPTY;
            for c in off.iter() {
                let next = self.strong[c] - seen - next_on;
                for n in next.iter() {
                    parent[n] = c as u8;
                }
                next_on |= next;
            }
            seen |= next_on;
            on = next_on;
            if on.is_empty() {
                break;
            }
        }
        None
    }

    /// The chain's `len` cells from `start` to `end`, read back through `parent`.
    fn spell(&self, parent: &[u8; 81], start: usize, end: usize, len: usize) -> Vec<u8> {
        let mut cells = vec![0u8; len];
        let mut c = end;
        for slot in cells.iter_mut().rev() {
            *slot = c as u8;
            c = usize::from(parent[c]);
        }
        debug_assert_eq!(usize::from(cells[0]), start);
        cells
    }
}

/// The `len` cells of the chain ending at `end`, as a set.
fn chain_cells(parent: &[u8; 81], end: usize, len: usize) -> CellSet {
    let mut set = CellSet::EMPTY;
    let mut c = end;
    for _ in 0..len {
        set.insert(c);
        c = usize::from(parent[c]);
    }
    set
}

impl Chain {
    /// The step: eliminations, pattern, SE difficulty by length and the sentence.
    fn step(self) -> Step {
        let digit = self.digit;
        let mut step = Step::new(Technique::XChain);
        step.difficulty = Technique::XChain.difficulty() + length_difficulty(self.cells.len());
        step.eliminate = self.removed.iter().map(|c| (c as u8, digit)).collect();
        step.candidates = self.cells.iter().map(|&c| (c, digit)).collect();
        let mut t = Text::new().s("X-chain on ").n(u64::from(digit)).s(": ");
        for (i, &c) in self.cells.iter().enumerate() {
            if i > 0 {
                t = t.s(if i % 2 == 1 { " = " } else { " - " });
            }
            t = cell(t, usize::from(c));
        }
        let first = usize::from(self.cells[0]);
        let last = usize::from(self.cells[self.cells.len() - 1]);
        let t = t.s(" (= strong link, - weak link): one of the ends ");
        let t = cell(cell(t, first).s(" and "), last)
            .s(" is ")
            .n(u64::from(digit))
            .s(", so ");
        step.text = eliminations(t, &step.eliminate).0;
        step.cells = self.cells;
        step
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::UNITS;
    use super::super::wings::tests::{from_pencil_marks, rc};
    use super::*;

    /// SE's getLengthDifficulty for a chain of n cells (ChainingHint: the
    /// complexity less 2, i.e. the chain's cells): 4 cells add nothing.
    #[test]
    fn longer_chains_rate_higher() {
        let added: Vec<u8> = (4..=16).map(length_difficulty).collect();
        assert_eq!(added, [0, 1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
        assert_eq!(length_difficulty(24), 5);
        assert_eq!(length_difficulty(25), 6);
        assert!(Technique::XChain.difficulty() + length_difficulty(2 * MAX_STRONG) <= 74);
    }

    /// HoDoKu, tech_sdp.php, Skyscraper, example on the left
    /// (https://hodoku.sourceforge.net/en/show_example.php?file=sk01&tech=Skyscraper):
    /// Skyscraper: 1 in r1c6,r3c9 (connected by r5c69) => r1c78,r3c45<>1.
    #[test]
    fn skyscraper_hodoku_left_example() {
        let state = from_pencil_marks(
            "
            | 6    9    7 | 1345  13458  158 | 1458  148  2  |
            | 45   58   1 | 9     7      2   | 458   6    3  |
            | 245  258  3 | 145   1458   6   | 7     9    18 |
            | 9    1    2 | 345   3458   58  | 6     38   7  |
            | 3    7    4 | 2     6      18  | 9     5    18 |
            | 8    6    5 | 7     13     9   | 13    2    4  |
            | 1    4    8 | 6     9      3   | 2     7    5  |
            | 7    35   9 | 15    2      4   | 138   138  6  |
            | 25   235  6 | 8     15     7   | 134   134  9  |",
        );
        let step = find_x_chain(&state).unwrap();
        let ones = [rc(1, 7), rc(1, 8), rc(3, 4), rc(3, 5)];
        assert_eq!(step.eliminate, ones.map(|c| (c, 1)));
        assert_eq!(step.cells, [rc(1, 6), rc(5, 6), rc(5, 9), rc(3, 9)]);
        assert_eq!(
            step.text,
            "X-chain on 1: r1c6 = r5c6 - r5c9 = r3c9 (= strong link, - weak link): \
             one of the ends r1c6 and r3c9 is 1, so r1c7, r1c8, r3c4 and r3c5 cannot be 1"
        );
    }

    /// HoDoKu, tech_sdp.php, Dual 2-String Kite, example on the left
    /// (https://hodoku.sourceforge.net/en/show_example.php?file=d2sk01&tech=Dual+2-String+Kite):
    /// two kites r1c38/r36c1 (r6c8<>1) and r3c19/r14c3 (r4c9<>1). The finder gives one kite at a
    /// time.
    #[test]
    fn two_string_kites_hodoku_dual_left_example() {
        let mut state = from_pencil_marks(
            "
            | 3    2     18  | 5  4   7 | 9    18   6   |
            | 789  89    6   | 2  1   3 | 48   5    47  |
            | 17   4     5   | 6  9   8 | 2    3    17  |
            | 5    3689  189 | 4  7   2 | 38   168  19  |
            | 48   368   7   | 9  36  1 | 348  2    5   |
            | 149  369   2   | 8  36  5 | 7    16   149 |
            | 2    1     4   | 3  5   9 | 6    7    8   |
            | 6    7     3   | 1  8   4 | 5    9    2   |
            | 89   5     89  | 7  2   6 | 1    4    3   |",
        );
        let first = find_x_chain(&state).unwrap();
        assert_eq!(first.eliminate, [(rc(6, 8), 1)]);
        assert_eq!(first.cells, [rc(1, 8), rc(1, 3), rc(3, 1), rc(6, 1)]);
        assert_eq!(first.difficulty, 66);
        assert_eq!(
            first.text,
            "X-chain on 1: r1c8 = r1c3 - r3c1 = r6c1 (= strong link, - weak link): \
             one of the ends r1c8 and r6c1 is 1, so r6c8 cannot be 1"
        );
        state.apply(&first);
        // The second kite's ends are r3c9 and r4c3 (the chain between them
        // may pass through r1c8 instead of r3c1: the same ends, the same 1s).
        let second = find_x_chain(&state).unwrap();
        assert_eq!(second.eliminate, [(rc(4, 9), 1)]);
        assert_eq!(second.cells[0], rc(3, 9));
        assert_eq!(second.cells[3], rc(4, 3));
        state.apply(&second);
        assert!(find_x_chain(&state).is_none());
    }

    /// HoDoKu, tech_sdp.php, Dual 2-String Kite, example on the right
    /// (https://hodoku.sourceforge.net/en/show_example.php?file=d2sk02&tech=Dual+2-String+Kite):
    /// kites r29c1/r7c28 (r2c8<>4) and r17c2/r9c19 (r1c9<>4). Chains on 3 come first in digit
    /// order; the chains on 4 remove exactly the published 4s.
    #[test]
    fn two_string_kites_hodoku_dual_right_example() {
        let mut state = from_pencil_marks(
            "
            | 5    46  9 | 1    236  7   | 8  246  346 |
            | 246  8   7 | 9    236  5   | 1  246  346 |
            | 26   1   3 | 46   8    24  | 5  9    7   |
            | 36   9   4 | 358  1    38  | 2  7    56  |
            | 8    7   5 | 2    9    6   | 4  3    1   |
            | 1    36  2 | 345  7    34  | 9  56   8   |
            | 7    34  1 | 38   25   238 | 6  45   9   |
            | 9    5   6 | 7    4    1   | 3  8    2   |
            | 34   2   8 | 36   56   9   | 7  1    45  |",
        );
        let mut fours = Vec::new();
        while let Some(step) = find_x_chain(&state) {
            if step.eliminate[0].1 == 4 {
                assert_eq!(step.eliminate.len(), 1);
                fours.push(step.eliminate[0]);
            }
            state.apply(&step);
        }
        fours.sort_unstable();
        assert_eq!(fours, [(rc(1, 9), 4), (rc(2, 8), 4)]);
    }

    /// Whether `step` spells a sound X-chain in `state`: distinct cells of
    /// the digit, strong links (a unit with exactly these two places) at odd
    /// positions, weak links between, eliminations seeing both ends.
    fn check_chain(state: &Candidates, step: &Step) {
        let digit = step.eliminate[0].1;
        let cells: Vec<usize> = step.cells.iter().map(|&c| usize::from(c)).collect();
        let n = cells.len();
        assert!(n >= 4 && n % 2 == 0 && n <= 2 * MAX_STRONG, "{}", step.text);
        let set: CellSet = CellSet::of(&cells);
        assert_eq!(set.len() as usize, n, "repeated cell: {}", step.text);
        let places = state.cells_with(digit);
        for (i, pair) in cells.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            assert!(PEERS[a].contains(b), "{}", step.text);
            if i % 2 == 0 {
                let two = CellSet::of(&[a, b]);
                assert!(
                    (0..UNITS).any(|u| places & UNIT_SETS[u] == two),
                    "not a strong link: {}",
                    step.text
                );
            }
        }
        for &(c, d) in &step.eliminate {
            let c = usize::from(c);
            assert!(d == digit && state.has(c, d) && !set.contains(c));
            assert!(PEERS[cells[0]].contains(c) && PEERS[cells[n - 1]].contains(c));
        }
        assert_eq!(
            step.difficulty,
            Technique::XChain.difficulty() + length_difficulty(n)
        );
    }

    /// The soundness run the rules ask for: from the rules' candidates of hard
    /// puzzles, singles and locked candidates first, then the wings and
    /// X-chains, until nothing applies; no step may remove a solution digit
    /// or place a wrong one.
    #[test]
    fn wings_and_chains_are_sound_on_hard_puzzles() {
        use super::super::{locked, singles, wings};
        use crate::sudoku::Grid;
        type Find = fn(&Candidates) -> Option<Step>;
        let finders: [Find; 9] = [
            singles::find_hidden_single_in_box,
            singles::find_hidden_single_in_line,
            singles::find_naked_single,
            locked::find_pointing,
            locked::find_claiming,
            wings::find_xy_wing,
            wings::find_xyz_wing,
            wings::find_w_wing,
            find_x_chain,
        ];
        // Every puzzle of each file (the rules ask for at least the first
        // 300 and 200 of the first two); the run takes well under a second.
        let sets = [
            ("top1465", 1465),
            ("forum_hardest_1106", 375),
            ("forum_hardest_1905_11plus", 2000),
        ];
        let dir = std::path::Path::new("../shared/data");
        if !dir.exists() {
            println!("note: ../shared/data is absent, soundness run skipped");
            return;
        }
        // Applications of XY-Wing, XYZ-Wing, W-Wing and X-chain, and
        // X-chains by their number of cells.
        let mut counts = [0usize; 4];
        let mut by_length = [0usize; 2 * MAX_STRONG + 1];
        let mut puzzles = 0;
        for (name, first) in sets {
            let read = |file: String| std::fs::read_to_string(dir.join(file)).unwrap();
            let lines = read(format!("{name}.txt"));
            let solutions = read(format!("{name}.solutions.txt"));
            for (line, solution) in lines.lines().zip(solutions.lines()).take(first) {
                let grid: Grid = line.trim().parse().unwrap();
                let solution: Grid = solution.trim().parse().unwrap();
                let mut state = Candidates::from_grid(&grid);
                puzzles += 1;
                'steps: loop {
                    for (i, find) in finders.iter().enumerate() {
                        let Some(step) = find(&state) else { continue };
                        for &(c, d) in &step.place {
                            assert_eq!(solution.get(usize::from(c)), d, "{line}: {}", step.text);
                        }
                        for &(c, d) in &step.eliminate {
                            assert_ne!(solution.get(usize::from(c)), d, "{line}: {}", step.text);
                        }
                        if i >= 5 {
                            counts[i - 5] += 1;
                            assert!(!step.eliminate.is_empty());
                            assert!(step.eliminate.windows(2).all(|w| w[0] < w[1]));
                            assert!(step
                                .eliminate
                                .iter()
                                .all(|&(c, d)| state.has(usize::from(c), d)));
                        }
                        if i == 8 {
                            check_chain(&state, &step);
                            by_length[step.cells.len()] += 1;
                        }
                        state.apply(&step);
                        continue 'steps;
                    }
                    break;
                }
            }
        }
        println!(
            "{puzzles} puzzles: XY-Wing {}, XYZ-Wing {}, W-Wing {}, X-chain {} (by cells: {:?})",
            counts[0], counts[1], counts[2], counts[3], by_length
        );
        assert!(counts.iter().all(|&n| n > 0));
    }

    /// The shortest X-chain length (in cells) with an elimination, by brute
    /// force: every simple alternating path from every start, up to
    /// `max_strong` strong links.
    fn brute_shortest(state: &Candidates, digit: u8, max_strong: usize) -> Option<(usize, usize)> {
        let graph = Graph::of(state, digit);
        let mut best: Option<(usize, usize)> = None;
        fn walk(
            g: &Graph,
            path: &mut Vec<usize>,
            max_strong: usize,
            best: &mut Option<(usize, usize)>,
        ) {
            let n = path.len();
            // Path ends after a strong link when n is even.
            if n % 2 == 0 && n >= 4 {
                let (s, e) = (path[0], path[n - 1]);
                let on: CellSet = CellSet::of(path);
                let both = (g.places & PEERS[s] & PEERS[e]) - on;
                if !both.is_empty() && best.map_or(true, |b| n < b.0) {
                    *best = Some((n, s));
                }
            }
            if n / 2 >= max_strong && n % 2 == 0 {
                return;
            }
            if best.is_some_and(|b| n + 1 >= b.0) {
                return;
            }
            let last = path[n - 1];
            let next = if n % 2 == 1 {
                g.strong[last]
            } else {
                PEERS[last] & g.linked
            };
            for c in next.iter() {
                if path.contains(&c) {
                    continue;
                }
                path.push(c);
                walk(g, path, max_strong, best);
                path.pop();
            }
        }
        for start in graph.linked.iter() {
            let mut path = vec![start];
            walk(&graph, &mut path, max_strong, &mut best);
        }
        best
    }

    /// Whether "`start` is not the digit" leads, along strong and weak
    /// links, to a cell that both is and is not the digit.
    fn forced_true(g: &Graph, start: usize) -> bool {
        let mut on = g.strong[start];
        let mut off = CellSet::single(start);
        loop {
            let mut more_off = off;
            for c in on.iter() {
                more_off |= PEERS[c] & g.places;
            }
            let mut more_on = on;
            for c in more_off.iter() {
                more_on |= g.strong[c];
            }
            if !(more_on & more_off).is_empty() {
                return true;
            }
            if more_on == on && more_off == off {
                return false;
            }
            (on, off) = (more_on, more_off);
        }
    }

    /// Random sparse places of one digit (any masks will do: the finder
    /// only reads them), locked candidates cleared: the chain found is well
    /// formed and as short as brute force finds; none is found only when
    /// the start is forced to be the digit (see `Graph::shortest_from`).
    #[test]
    fn shortest_chains_match_brute_force() {
        use super::super::locked;
        use crate::sudoku::Grid;
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let empty = Grid::empty();
        let (mut same, mut missed, mut none) = (0, 0, 0);
        let mut lengths = [0usize; 2 * MAX_STRONG + 1];
        for _ in 0..3000 {
            let density = 14 + next() % 12;
            let mut masks = [0x1FEu16; 81];
            for m in masks.iter_mut() {
                if next() % 81 < density {
                    *m |= 1;
                }
            }
            let mut state = Candidates::from_grid_and_masks(&empty, &masks);
            // A chain of one strong link is locked candidates: clear those first.
            while let Some(step) =
                locked::find_pointing(&state).or_else(|| locked::find_claiming(&state))
            {
                state.apply(&step);
            }
            let brute = brute_shortest(&state, 1, 5);
            let found = find_x_chain(&state);
            if let Some(step) = &found {
                check_chain(&state, step);
                lengths[step.cells.len()] += 1;
            }
            match (brute, found.map(|s| s.cells.len())) {
                (Some((b, _)), Some(f)) if f == b => same += 1,
                (Some((b, _)), Some(f)) => panic!("brute force {b} cells, found {f}"),
                (Some((_, start)), None) => {
                    // Missed only when the start is forced to be the digit
                    // (a contradiction, not a chain: see shortest_from).
                    assert!(forced_true(&Graph::of(&state, 1), start));
                    missed += 1;
                }
                (None, Some(f)) => assert!(f > 10),
                (None, None) => none += 1,
            }
        }
        println!("same {same}, missed {missed}, none {none}, by cells {lengths:?}");
    }
}
