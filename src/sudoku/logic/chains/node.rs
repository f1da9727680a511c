//! The nodes of an implication chain: "digit d in cell c is on (true) / off
//! (false)", packed in a `u16`, sets of them as fixed bitsets, and how one
//! node follows from another (the unit or the cell of a link).

/// A node: `((cell * 9 + digit - 1) << 1) | on`, 0..1458.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct Node(pub u16);

/// The number of distinct nodes.
pub(crate) const NODES: usize = 81 * 9 * 2;

impl Node {
    /// Digit `digit` (1-9) in `cell` (0-80), on or off.
    pub const fn new(cell: usize, digit: u8, on: bool) -> Node {
        Node((((cell * 9 + digit as usize - 1) << 1) | on as usize) as u16)
    }
    /// The cell, 0-80.
    pub const fn cell(self) -> usize {
        (self.0 >> 1) as usize / 9
    }
    /// The digit, 1-9.
    pub const fn digit(self) -> u8 {
        ((self.0 >> 1) % 9) as u8 + 1
    }
    /// Whether the node says the digit is in the cell.
    pub const fn is_on(self) -> bool {
        self.0 & 1 == 1
    }
    /// The same candidate with the other truth value.
    pub const fn conjugate(self) -> Node {
        Node(self.0 ^ 1)
    }
    /// The index, 0..[`NODES`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of nodes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct NodeSet([u64; NODES.div_ceil(64)]);

impl NodeSet {
    /// No node.
    pub const fn new() -> NodeSet {
        NodeSet([0; NODES.div_ceil(64)])
    }
    /// Whether `node` is in the set.
    pub fn contains(&self, node: Node) -> bool {
        self.0[node.index() / 64] >> (node.index() % 64) & 1 != 0
    }
    /// Adds `node`; true when it was not in the set.
    pub fn insert(&mut self, node: Node) -> bool {
        let (word, bit) = (node.index() / 64, 1u64 << (node.index() % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
    /// Removes every node.
    pub fn clear(&mut self) {
        self.0 = [0; NODES.div_ceil(64)];
    }
}

/// Why a node follows from its parent: the unit (0-26, rows, columns, boxes
/// as in [`crate::sudoku::logic::UNITS`]) where the digit may appear once or
/// has two places, the cell that holds one digit or has two candidates, or
/// nothing for an assumption.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Via {
    /// The chain's assumption (no parent).
    Assumption,
    /// The node's cell: one digit a cell (on -> off), or its only other
    /// candidate (off -> on).
    Cell,
    /// A unit: the digit once in it (on -> off), or its only other place
    /// in it (off -> on).
    Unit(u8),
    /// A technique applied to the grid the chain has reduced (nested
    /// chains): the node follows from the removals it relies on.
    Technique,
}

/// One node of a chain as a step records it: the candidate, its truth value,
/// the nodes it follows from (indices into the step's chain, always earlier
/// ones) and the link that makes it follow.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChainNode {
    /// The cell, 0-80.
    pub cell: u8,
    /// The digit, 1-9.
    pub digit: u8,
    /// Whether the digit is in the cell (true) or not (false).
    pub on: bool,
    /// The nodes this one follows from: indices of earlier nodes of the chain.
    pub parents: Vec<u16>,
    /// The link: the unit or the cell, or the assumption.
    pub via: Via,
}

impl Via {
    /// The link as a number for the JSON outputs: -1 for the assumption,
    /// 0-26 for a unit (rows, columns, boxes), 27 for the cell, 28 for a
    /// technique on the reduced grid.
    pub const fn code(self) -> i32 {
        match self {
            Via::Assumption => -1,
            Via::Unit(u) => u as i32,
            Via::Cell => 27,
            Via::Technique => 28,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_pack_and_unpack() {
        for cell in [0, 40, 80] {
            for digit in 1..=9 {
                for on in [false, true] {
                    let n = Node::new(cell, digit, on);
                    assert_eq!((n.cell(), n.digit(), n.is_on()), (cell, digit, on));
                    assert_eq!(n.conjugate().conjugate(), n);
                    assert!(n.index() < NODES);
                }
            }
        }
        let mut set = NodeSet::new();
        assert!(set.insert(Node::new(80, 9, true)));
        assert!(!set.insert(Node::new(80, 9, true)));
        assert!(set.contains(Node::new(80, 9, true)) && !set.contains(Node::new(80, 9, false)));
    }
}
