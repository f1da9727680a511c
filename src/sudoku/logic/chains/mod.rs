//! Sudoku Explainer's chains: one implication engine (nodes "digit d in cell
//! c is on / off", SE's links, a breadth-first search that keeps each
//! derived node's parents) and the chain producers built on it.
//!
//! - [`node`]: nodes, node sets, links as a step records them;
//! - [`links`]: SE's link rules in SE's order;
//! - [`graph`]: the derivation graph, SE's complexity (distinct ancestors);
//! - [`cycles`]: producer 21, "Forcing Chains & Cycles" (6.5-7.x); its
//!   `rule` (cycles/rule.rs): the same as a nesting level's rule, every
//!   hint on a reduced grid;
//! - [`reach`]: bitset walks of what an assumption can reach, a cheap test
//!   before the search that records SE's line, and the overlaps of the
//!   static multiple chains;
//! - [`relying`]: which assumptions' searches can find a hint that a
//!   nesting level keeps (one that relies on a candidate the propagation
//!   removed);
//! - [`propagate`]: an assumption to its fixpoint, static or dynamic;
//! - [`cache`]: the multiple chains' branches, made once a search;
//! - [`multiple`]: producers 23-25, Nishio (7.5), multiple (8.0) and
//!   dynamic (8.5) forcing chains; its `sink` (multiple/sink.rs): what a
//!   search does with a hint (the path's cheapest step, or every hint for
//!   a nesting level above);
//! - [`advanced`], [`nested`]: SE's nesting levels 1 and 2-5, the techniques
//!   a propagation runs on its reduced grid when it stalls;
//! - [`text`]: chains in words.
//!
//! A chain hint's rating is its family's base plus SE's length bonus
//! ([`length_bonus`]), in f64 as SE adds it; a producer takes its cheapest
//! hint by [`Key`].
//!
//! # Pools and caches
//!
//! The searches keep memory between calls in thread-locals (one set a
//! thread: the command line's threads share nothing, and nothing locks).
//! Each pays because the same large object would otherwise be allocated and
//! filled again thousands of times a step:
//!
//! | thread-local | holds | taken and given back by |
//! |---|---|---|
//! | `SPARE` ([`cache`]) | boxed branches (a propagation's graph and node sets) of finished searches | a multiple-chain search makes one a candidate, nested searches many more; [`cache::Cache`]'s drop gives its branches back |
//! | `SCRATCH` ([`propagate`]) | a propagation's working vectors, one set a nesting depth | each propagation, for its run (not one set a branch: the caches hold many branches) |
//! | `WORK` (`cycles/rule.rs`) | producer 21's search sets as a nesting level's rule | the rule, which runs at every stall of levels 2 and up |
//! | `SPARE` ([`reach`]) | walk tables (13 KB each: made new for every reduced grid, one cost more than its walks) | [`reach::Reach::pooled`], [`reach::Reach::give_back`] |
//! | `KEPT` ([`reach`]) | the last reduced grid's walks, with the grid | the next rule on the same grid (a level-3 stall's multiple chains after its static chains) reuses them; another grid reuses their memory |
//! | `MEMO` ([`nested`]) | the nested rules' hints by (rule, reduced grid), with the candidates lost | levels 2 and 3, branches that meet again and later steps of the path share them; it starts again past 10,000 entries (a few MB) |
//! | `SCOPES` (here) | how many [`PoolScope`]s are open | [`PoolScope::enter`] and its drop |
//!
//! **Who clears them.** A path, a fixpoint, one state's producers (in
//! `logic::path`) and each multiple-chain search open a [`PoolScope`]; when
//! the outermost one ends, all of the above is freed. Nothing stays held
//! between calls: kept blocks scattered over the wasm heap, so that a later
//! large allocation (a 10 MB argument) no longer fitted and the memory grew
//! call after call; freeing costs no measurable time natively. A test
//! (`a_finished_path_holds_no_pooled_memory`) checks that a rating leaves
//! the pools empty.
//!
//! The wasm module adds one of its own: `SOLVER` (src/wasm/mod.rs), the
//! engine (the Dancing Links cover, fixed arrays), built on the first call
//! and kept while the module lives. Every export borrows it rather than
//! building the cover again; its size never changes, so it scatters
//! nothing.

pub(crate) mod advanced;
pub(crate) mod cache;
pub(crate) mod cycles;
pub(crate) mod graph;
pub(crate) mod links;
pub(crate) mod multiple;
pub(crate) mod nested;
pub(crate) mod node;
pub(crate) mod propagate;
pub(crate) mod reach;
pub(crate) mod relying;
pub(crate) mod text;

pub use node::{ChainNode, Via};

thread_local! {
    /// How many [`PoolScope`]s are open.
    static SCOPES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// While one is alive, the chain searches keep what they made for reuse:
/// spare branches, propagation scratch vectors and the nested rules' memo.
/// When the outermost one ends, all of it is freed, so that a finished step
/// leaves no memory held between calls (held blocks scattered over the heap
/// would keep later large allocations from fitting, and memory would grow).
pub(crate) struct PoolScope(());

impl PoolScope {
    pub fn enter() -> PoolScope {
        SCOPES.with(|s| s.set(s.get() + 1));
        PoolScope(())
    }
}

impl Drop for PoolScope {
    fn drop(&mut self) {
        let outermost = SCOPES.with(|s| {
            s.set(s.get() - 1);
            s.get() == 0
        });
        if outermost {
            cache::release_pool();
            cycles::release_pool();
            propagate::release_pool();
            reach::release_pool();
            nested::release_memo();
        }
    }
}

/// SE's length bonus for a chain of `complexity` nodes: 0.1 for each
/// threshold (4, 6, 8, 12, 16, 24, ...: times 3/2 and 4/3 in turn, integer
/// division) below `complexity - 2`, added in f64 one 0.1 at a time.
pub(crate) fn length_bonus(complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let mut added = 0.0;
    let mut ceiling = 4i64;
    let mut odd = false;
    while length > ceiling {
        added += 0.1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

/// SE's sort of chain hints: rating, then complexity, then kind (double
/// forcing 1, X 2, Y 3, X+Y 4, cell 5, region 6, contradiction 7); ties keep
/// the order found.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub(crate) struct Key {
    pub rating: f64,
    pub complexity: usize,
    pub kind: u8,
}

impl Key {
    pub fn new(rating: f64, complexity: usize, kind: u8) -> Key {
        Key {
            rating,
            complexity,
            kind,
        }
    }

    /// Whether a hint with this key sorts strictly before one with `other`.
    pub fn before(&self, other: &Key) -> bool {
        if self.rating != other.rating {
            return self.rating < other.rating;
        }
        if self.complexity != other.complexity {
            return self.complexity < other.complexity;
        }
        self.kind < other.kind
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_length_bonus_is_ses() {
        let tenths = |c: usize| ((length_bonus(c) + 0.05) * 10.0).floor() as u32;
        let table = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
            (18, 4),
            (19, 5),
            (26, 5),
            (27, 6),
            (34, 6),
            (35, 7),
            (50, 7),
            (51, 8),
            (66, 8),
            (67, 9),
            (98, 9),
            (99, 10),
            (131, 11),
            (195, 12),
        ];
        for (c, want) in table {
            assert_eq!(tenths(c), want, "complexity {c}");
        }
        // SE's f64: 6.6 + 0.1 is below 6.5 + 0.2.
        assert!(6.6 + length_bonus(8) < 6.5 + length_bonus(9));
        assert!(Key::new(6.6, 6, 2).before(&Key::new(6.6, 7, 2)));
        assert!(Key::new(6.6, 6, 2).before(&Key::new(6.6, 6, 4)));
        assert!(!Key::new(6.6, 6, 2).before(&Key::new(6.6, 6, 2)));
    }

    /// Pooled items held now: spare branches, scratch sets, memo entries,
    /// walk tables.
    fn pooled() -> (usize, usize, usize, usize) {
        (
            cache::pool_len(),
            propagate::pool_len(),
            nested::memo_len(),
            reach::pool_len(),
        )
    }

    #[test]
    fn a_finished_path_holds_no_pooled_memory() {
        use crate::sudoku::{logic, Grid, Solver};
        // top1465 line 12, rated 8.3 by SE (tests/data/se121): dynamic chains.
        let grid = Grid::from_text(
            "809000300000701000500000000070000026300090000000100040060200004000080500000000000",
        )
        .unwrap();
        let mut solver = Solver::new();
        let rating = logic::rate(&mut solver, &grid).unwrap();
        assert_eq!(rating.tenths()[0], 83);
        assert_eq!(pooled(), (0, 0, 0, 0));
        // Inside a scope the pools fill and stay; the scope's end frees them.
        let scope = PoolScope::enter();
        let state = logic::Candidates::from_grid(&grid);
        assert!(multiple::find(&state, multiple::Mode::Dynamic).is_some());
        assert!(cache::pool_len() > 0);
        multiple::find(&state, multiple::Mode::Multiple);
        assert!(reach::pool_len() > 0);
        drop(scope);
        assert_eq!(pooled(), (0, 0, 0, 0));
    }
}
