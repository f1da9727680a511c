//! The branches of the multiple-chain producers: each candidate's
//! propagation made once a search and shared by every hint that uses it,
//! and a pool of finished branches whose memory the next search (or a
//! nested one) reuses.

use super::super::candidates::Candidates;
use super::node::Node;
use super::propagate::{Branch, Rules};

/// The propagations of "c is d" from the state, each made once and kept for
/// every hint that uses it (a candidate is a source, and a place of its digit
/// in other cells' region chains).
pub(crate) struct Cache {
    rules: Rules,
    /// Boxed: a branch is large, and moves in and out of the cache.
    branches: Vec<Option<Box<Branch>>>,
    absurd: Vec<Option<(u32, u32)>>,
}

thread_local! {
    /// Branches of finished searches, to reuse their memory (nested
    /// searches draw from it and give back too).
    // Boxed: the cache moves these large branches in and out.
    #[allow(clippy::vec_box)]
    static SPARE: std::cell::RefCell<Vec<Box<Branch>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A cache's tables, by candidate (each search makes a cache: a nested
/// one at every stall).
type Tables = (Vec<Option<Box<Branch>>>, Vec<Option<(u32, u32)>>);

thread_local! {
    /// The tables of finished caches, emptied, for the next cache.
    static TABLES: std::cell::RefCell<Vec<Tables>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
pub(crate) fn pool_len() -> usize {
    SPARE.with(|s| s.borrow().len())
}

/// Frees the pooled branches and tables (see [`super::PoolScope`]).
pub(crate) fn release_pool() {
    SPARE.with(|s| *s.borrow_mut() = Vec::new());
    TABLES.with(|t| *t.borrow_mut() = Vec::new());
}

/// Gives a branch back to the pool.
pub(crate) fn give_back(branch: Box<Branch>) {
    SPARE.with(|s| s.borrow_mut().push(branch));
}

/// A branch from the pool, or a new one.
pub(crate) fn spare_branch() -> Box<Branch> {
    SPARE.with(|s| s.borrow_mut().pop()).unwrap_or_default()
}

impl Drop for Cache {
    fn drop(&mut self) {
        SPARE.with(|s| {
            s.borrow_mut()
                .extend(self.branches.iter_mut().filter_map(Option::take))
        });
        // Every entry is None again: the tables serve the next cache as they are.
        self.absurd.iter_mut().for_each(|a| *a = None);
        let tables = (
            std::mem::take(&mut self.branches),
            std::mem::take(&mut self.absurd),
        );
        TABLES.with(|t| t.borrow_mut().push(tables));
    }
}

impl Cache {
    pub fn new(rules: Rules) -> Cache {
        let (branches, absurd) = TABLES
            .with(|t| t.borrow_mut().pop())
            .unwrap_or_else(|| ((0..81 * 9).map(|_| None).collect(), vec![None; 81 * 9]));
        Cache {
            rules,
            branches,
            absurd,
        }
    }

    /// Takes the branch of `node` (an "on" node) out of the cache, made if
    /// need be; give it back with [`Cache::put`].
    pub fn take(&mut self, state: &Candidates, node: Node) -> Box<Branch> {
        let i = node.index() >> 1;
        match self.branches[i].take() {
            Some(b) => b,
            None => {
                let mut b = spare_branch();
                self.absurd[i] = b.propagate(state, node, self.rules);
                b
            }
        }
    }

    pub fn put(&mut self, node: Node, branch: Box<Branch>) {
        self.branches[node.index() >> 1] = Some(branch);
    }

    /// The contradiction the propagation of `node` met, if any (entries of
    /// its branch, see [`Branch::propagate`]); `node`'s branch is made.
    pub fn absurd(&self, node: Node) -> Option<(u32, u32)> {
        self.absurd[node.index() >> 1]
    }
}
