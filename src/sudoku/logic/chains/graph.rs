//! The implication graph a search grows: every derived node is an entry that
//! keeps its node, its link and the entries it follows from (its parents),
//! so that a conclusion's whole derivation can be read back, counted as SE
//! counts it (distinct ancestor nodes) and recorded in a step.
//!
//! Entries are only appended, and an entry's parents are always older
//! entries: the entry order is a topological order of the derivation.

use super::node::{ChainNode, Node, NodeSet, Via};

/// No entry (the assumption's parent).
pub(crate) const NONE: u32 = u32::MAX;

/// The entries of one search.
#[derive(Clone, Debug)]
pub(crate) struct Graph {
    entries: Vec<Entry>,
    /// The entries' parents, each entry's in one run.
    parents: Vec<u32>,
    /// Scratch for the walks.
    seen: NodeSet,
    /// `marks[e] == stamp`: entry `e` is marked in the current walk.
    marks: Vec<u32>,
    stamp: u32,
    /// Scratch for [`Graph::ancestors`].
    todo: Vec<u32>,
}

/// One derived node: its link, and its parents (`parents[start..end]`).
#[derive(Clone, Copy, Debug)]
struct Entry {
    node: Node,
    via: Via,
    start: u32,
    end: u32,
}

impl Default for Graph {
    fn default() -> Graph {
        Graph::new()
    }
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Graph {
        Graph {
            entries: Vec::with_capacity(1024),
            parents: Vec::with_capacity(1024),
            seen: NodeSet::new(),
            marks: Vec::new(),
            stamp: 0,
            todo: Vec::new(),
        }
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.entries.clear();
        self.parents.clear();
    }

    /// Adds an entry for `node`, derived by `via` from `parents`; its index.
    pub fn push(&mut self, node: Node, via: Via, parents: &[u32]) -> u32 {
        debug_assert!(parents.iter().all(|&p| (p as usize) < self.entries.len()));
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.entries.push(Entry {
            node,
            via,
            start,
            end: self.parents.len() as u32,
        });
        (self.entries.len() - 1) as u32
    }

    /// Adds an entry derived from one parent (most entries: pushed without
    /// a slice copy, which costs a `memcpy` call).
    #[inline]
    pub fn push1(&mut self, node: Node, via: Via, parent: u32) -> u32 {
        debug_assert!((parent as usize) < self.entries.len());
        let start = self.parents.len() as u32;
        self.parents.push(parent);
        self.entries.push(Entry {
            node,
            via,
            start,
            end: start + 1,
        });
        (self.entries.len() - 1) as u32
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The node of an entry.
    #[inline]
    pub fn node(&self, entry: u32) -> Node {
        self.entries[entry as usize].node
    }

    /// The link of an entry.
    pub fn via(&self, entry: u32) -> Via {
        self.entries[entry as usize].via
    }

    /// The parents of an entry.
    pub fn parents(&self, entry: u32) -> &[u32] {
        let e = self.entries[entry as usize];
        &self.parents[e.start as usize..e.end as usize]
    }

    /// The first parent of an entry ([`NONE`] for an assumption).
    pub fn first_parent(&self, entry: u32) -> u32 {
        let e = self.entries[entry as usize];
        if e.start < e.end {
            self.parents[e.start as usize]
        } else {
            NONE
        }
    }

    /// Whether `node` is the node of an entry on the first-parent line
    /// above `entry` (the entry itself left out).
    pub fn is_above(&self, entry: u32, node: Node) -> bool {
        let mut e = self.first_parent(entry);
        while e != NONE {
            if self.node(e) == node {
                return true;
            }
            e = self.first_parent(e);
        }
        false
    }

    /// The first-parent line from the assumption down to `entry`.
    pub fn line(&self, entry: u32) -> Vec<u32> {
        let mut line = Vec::new();
        self.line_into(entry, &mut line);
        line
    }

    /// [`Graph::line`] into `line` (cleared first: one vector for many).
    pub fn line_into(&self, entry: u32, line: &mut Vec<u32>) {
        line.clear();
        let mut e = entry;
        while e != NONE {
            line.push(e);
            e = self.first_parent(e);
        }
        line.reverse();
    }

    /// SE's complexity of an entry derived along one line (every entry with
    /// one parent, as in static chains): the distinct nodes of its line.
    pub fn line_complexity(&mut self, entry: u32) -> usize {
        self.seen.clear();
        let mut count = 0;
        let mut e = entry;
        while e != NONE {
            count += usize::from(self.seen.insert(self.node(e)));
            e = self.first_parent(e);
        }
        count
    }

    /// The nodes of a line of entries (parents left out: each follows from
    /// the one before, and other nodes the record holds).
    pub fn record_line(&self, line: &[u32]) -> Vec<ChainNode> {
        line.iter()
            .map(|&e| {
                let node = self.node(e);
                ChainNode {
                    cell: node.cell() as u8,
                    digit: node.digit(),
                    on: node.is_on(),
                    parents: Vec::new(),
                    via: self.via(e),
                }
            })
            .collect()
    }

    /// The entries `targets` derive from (themselves included), oldest first.
    pub fn ancestors(&mut self, targets: &[u32]) -> Vec<u32> {
        let (oldest, newest, stamp) = self.mark_ancestors(targets);
        if oldest > newest {
            return Vec::new();
        }
        (oldest..=newest)
            .filter(|&e| self.marks[e as usize] == stamp)
            .collect()
    }

    /// Marks every entry `targets` derive from with a new stamp: the
    /// oldest and newest marked (oldest > newest: none) and the stamp.
    fn mark_ancestors(&mut self, targets: &[u32]) -> (u32, u32, u32) {
        if self.marks.len() < self.entries.len() {
            self.marks.resize(self.entries.len(), 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marks.iter_mut().for_each(|m| *m = u32::MAX);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let mut todo = std::mem::take(&mut self.todo);
        todo.clear();
        todo.extend_from_slice(targets);
        let mut oldest = u32::MAX;
        let mut newest = 0;
        while let Some(e) = todo.pop() {
            if std::mem::replace(&mut self.marks[e as usize], stamp) == stamp {
                continue;
            }
            oldest = oldest.min(e);
            newest = newest.max(e);
            let entry = self.entries[e as usize];
            todo.extend_from_slice(&self.parents[entry.start as usize..entry.end as usize]);
        }
        self.todo = todo;
        (oldest, newest, stamp)
    }

    /// SE's complexity of a conclusion: the number of distinct nodes among
    /// the entries `targets` derive from (a node reached twice counts once).
    pub fn complexity(&mut self, targets: &[u32]) -> usize {
        let (oldest, newest, stamp) = self.mark_ancestors(targets);
        self.seen.clear();
        let mut count = 0;
        for e in oldest..=newest {
            if self.marks[e as usize] == stamp {
                count += usize::from(self.seen.insert(self.entries[e as usize].node));
            }
        }
        count
    }

    /// The record of the derivation of `targets`: every entry they derive
    /// from, oldest first, with parents as indices into the record.
    pub fn record(&mut self, targets: &[u32]) -> Vec<ChainNode> {
        let entries = self.ancestors(targets);
        let mut index = vec![u16::MAX; self.entries.len()];
        let mut record = Vec::with_capacity(entries.len());
        for (i, &e) in entries.iter().enumerate() {
            index[e as usize] = i as u16;
            let node = self.node(e);
            record.push(ChainNode {
                cell: node.cell() as u8,
                digit: node.digit(),
                on: node.is_on(),
                parents: self.parents(e).iter().map(|&p| index[p as usize]).collect(),
                via: self.via(e),
            });
        }
        record
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complexity_counts_distinct_nodes() {
        let mut g = Graph::new();
        let a = Node::new(0, 1, true);
        let root = g.push(a, Via::Assumption, &[]);
        let b = g.push1(Node::new(1, 1, false), Via::Unit(0), root);
        let c = g.push1(Node::new(1, 2, true), Via::Cell, b);
        let back = g.push1(a, Via::Unit(0), c);
        assert_eq!(g.complexity(&[back]), 3);
        assert!(g.is_above(back, a) && !g.is_above(root, a));
        assert_eq!(g.line(back), vec![root, b, c, back]);
        let record = g.record(&[c]);
        assert_eq!(record.len(), 3);
        assert_eq!(record[2].parents, vec![1]);
        assert_eq!(record[0].via, Via::Assumption);
    }
}
