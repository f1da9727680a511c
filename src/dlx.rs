//! Algorithm X with dancing links (Knuth, TAOCP 7.2.2.1), on fixed-size arrays.
//!
//! The engine knows *items* and *options*, nothing about Sudoku. Every link is an
//! index into an array whose size is a compile-time constant, so a search never
//! allocates: one [`Dlx`] value is built once and reused for every puzzle.
//!
//! ```text
//!  items      0 (root) <-> 1 <-> 2 <-> ... <-> N <-> back to 0     llink / rlink
//!
//!  nodes      0 | 1 .. N          | N+1    | option 0 | spacer | option 1 | spacer | ...
//!               | item headers    | spacer | 4 nodes  |        |          |
//!               | top = len       |        | top = item of each node, ulink/dlink =
//!               | ulink/dlink =   |        | the vertical list of that item; next =
//!               |   list ends     |        | the option's next node, in a ring
//! ```
//!
//! As in Knuth's DLX1, a header node's `top` field holds the item's list length
//! (`len`), and a spacer's `top` is `-k` for the option `k` that precedes it
//! (`-1 - k` here, so that option 0 is not confused with an item), its `ulink` the
//! first node of that option, its `dlink` the last node of the next one: walking
//! an option leftwards needs no left links. The rightward walks (hide, cover)
//! follow `next`, which needs no test for the spacer.
//!
//! Every field lives in one table of `u16` (`top` as its bit pattern), 2^16
//! entries a field, so that any `u16` link indexes it in bounds: the compiler
//! then emits no bounds checks in the hot loops, without masks and without
//! `unsafe`. The hot loops touch only the fields they use, each at a constant
//! offset from one base address, and a snapshot copies only the fields that
//! change.

/// Most items an engine can hold: the 9x9 Sudoku cover has 4 x 81 = 324.
pub const MAX_ITEMS: usize = 324;
/// Most options an engine can hold: the 9x9 Sudoku cover has 9 x 81 = 729.
pub const MAX_OPTIONS: usize = 729;
/// Most nodes in all options together: 729 options of 4 nodes each.
pub const MAX_OPTION_NODES: usize = 4 * MAX_OPTIONS;

/// Entries of each node and item field: links are `u16`, so any link indexes a
/// field of 2^16 entries in bounds, and the compiler drops the bounds checks
/// (the `& MASK` in the accessors vanishes for `u16` values) without `unsafe`.
/// Only the first few thousand entries are ever used, so the cache sees no more
/// than that; the rest is untouched zeroed memory (about 900 KB an engine,
/// allocated once).
const SLOTS: usize = 1 << 16;
const MASK: usize = SLOTS - 1;
/// Nodes in use at most: header 0, item headers, one spacer before and one after each option.
const MAX_NODES: usize = 1 + MAX_ITEMS + 1 + MAX_OPTION_NODES + MAX_OPTIONS;
const _: () = assert!(MAX_NODES <= SLOTS);
/// Capacity of the stack of short-list hints (at most two hints an item along a
/// path of the search, one when its `len` falls to 1 and one at 0).
const SHORT_SLOTS: usize = 1024;
const SHORT_MASK: usize = SHORT_SLOTS - 1;
const _: () = assert!(2 * MAX_ITEMS < SHORT_SLOTS);

/// Where each field starts in [`Dlx`]'s one table: Knuth's TOP (an `i16` kept as
/// its bit pattern), ULINK and DLINK, the `next` node of each option, the
/// option of each node, and the item list's LLINK and RLINK (by header node).
const TOP: usize = 0;
const ULINK: usize = SLOTS;
const DLINK: usize = 2 * SLOTS;
const NEXT: usize = 3 * SLOTS;
const OPTION_OF: usize = 4 * SLOTS;
const LLINK: usize = 5 * SLOTS;
const RLINK: usize = 6 * SLOTS;
const FIELDS: usize = 7;
type Table = Box<[u16; FIELDS * SLOTS]>;

/// A zeroed table, built on the heap (it is too big for the stack).
fn new_table() -> Table {
    match vec![0u16; FIELDS * SLOTS].into_boxed_slice().try_into() {
        Ok(table) => table,
        Err(_) => unreachable!("a vector of FIELDS * SLOTS entries fits the table"),
    }
}

/// A getter and a setter for one field of the table.
macro_rules! field {
    ($get:ident, $set:ident, $start:ident, $t:ty) => {
        #[inline(always)]
        fn $get(&self, x: usize) -> $t {
            self.table[$start + (x & MASK)] as $t
        }
        #[inline(always)]
        fn $set(&mut self, x: usize, v: $t) {
            self.table[$start + (x & MASK)] = v as u16;
        }
    };
}

/// What went wrong while building an exact-cover problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// More items than [`MAX_ITEMS`].
    TooManyItems(usize),
    /// More options than [`MAX_OPTIONS`] or more option nodes than [`MAX_OPTION_NODES`].
    TooManyOptions,
    /// An option named an item that does not exist (items are `0..items`).
    NoSuchItem(usize),
    /// An option named no item, or the same item twice.
    BadOption,
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::TooManyItems(n) => {
                write!(f, "{n} items requested, at most {MAX_ITEMS} fit")
            }
            BuildError::TooManyOptions => write!(
                f,
                "more than {MAX_OPTIONS} options or {MAX_OPTION_NODES} option nodes"
            ),
            BuildError::NoSuchItem(i) => write!(f, "option names item {i}, which does not exist"),
            BuildError::BadOption => write!(f, "an option must name distinct items, at least one"),
        }
    }
}

impl std::error::Error for BuildError {}

/// A selected option could not be taken: one of its items is already covered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The option that could not be selected.
    pub option: usize,
    /// Its item that an earlier selection already covers.
    pub item: usize,
}

/// What a visitor tells the search after a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Look for more solutions.
    Continue,
    /// End the search now (the engine restores itself before returning).
    Stop,
}

/// What a visitor tells the search on entering a node of the search tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Choose an item here and branch on its options.
    Descend,
    /// Skip this subtree (branch and bound: it cannot beat the best so far).
    Prune,
    /// End the whole search now (a budget ran out).
    Stop,
}

/// Observes a search. One search routine serves first-solution, counting and
/// branch and bound through this trait.
pub trait Visitor {
    /// Called at every node of the search tree before an item is chosen, with the
    /// options chosen on the way down.
    fn enter(&mut self, _dlx: &Dlx, _chosen: &[u16]) -> Step {
        Step::Descend
    }
    /// Called after `enter` said [`Step::Descend`]: the item to branch on, or
    /// `None` for the engine's choice (fewest options). Must be an active item.
    fn choose(&mut self, _dlx: &Dlx) -> Option<usize> {
        None
    }
    /// Called with the options of each exact cover found (below the selected ones).
    fn solution(&mut self, dlx: &Dlx, chosen: &[u16]) -> Flow;
}

/// Counts solutions up to a limit; the classic first-solution search is `limit = 1`.
#[derive(Clone, Debug)]
pub struct CountUpTo {
    /// Stop once this many solutions were seen.
    pub limit: usize,
    /// Solutions seen so far.
    pub count: usize,
    /// The options of the first solution seen, if any.
    pub first: Option<([u16; MAX_ITEMS], usize)>,
}

impl CountUpTo {
    /// A counter that stops at `limit` solutions.
    pub fn new(limit: usize) -> Self {
        CountUpTo {
            limit,
            count: 0,
            first: None,
        }
    }

    /// The options of the first solution found.
    pub fn first_solution(&self) -> Option<&[u16]> {
        self.first.as_ref().map(|(opts, n)| &opts[..*n])
    }
}

impl Visitor for CountUpTo {
    fn solution(&mut self, _dlx: &Dlx, chosen: &[u16]) -> Flow {
        if self.first.is_none() {
            let mut opts = [0u16; MAX_ITEMS];
            opts[..chosen.len()].copy_from_slice(chosen);
            self.first = Some((opts, chosen.len()));
        }
        self.count += 1;
        if self.count >= self.limit {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }
}

/// The links of an engine, kept to put it back in one copy (see [`Dlx::restore`]).
#[derive(Clone)]
pub struct Snapshot {
    /// The root's and headers' `len` as stored in the table (option nodes' `top`
    /// never changes).
    len: Vec<u16>,
    /// The vertical links of the nodes in use.
    ulink: Vec<u16>,
    dlink: Vec<u16>,
    /// The item list, root and headers.
    llink: Vec<u16>,
    rlink: Vec<u16>,
}

/// An exact-cover problem and the machinery to search it.
#[derive(Clone)]
pub struct Dlx {
    /// Every node and item field, one after another, `SLOTS` entries each (see
    /// [`TOP`] and the accessors): one base address for all, so the hot loops
    /// reach each field at a constant offset from it. A node's `top` is its item
    /// (header node) for an option node, the list length `len` for an item
    /// header, and `-1 - k` for the spacer after option `k`; `next` is the next
    /// node of the same option, wrapping round (unused in headers and spacers).
    table: Table,
    /// Number of items (they are 1..=items internally, 0..items outside).
    items: usize,
    /// Number of options added so far.
    options: usize,
    /// First node of each option.
    option_start: [u16; MAX_OPTIONS + 1],
    /// Index of the last spacer; the next option starts after it.
    last_spacer: usize,
    /// Options taken by [`Dlx::select`], in order, as their first nodes.
    selected: [u16; MAX_ITEMS],
    selected_len: usize,
    /// The search stack: the node chosen at each level.
    choice: [u16; MAX_ITEMS],
    /// Options (not nodes) of the current partial solution, for visitors.
    chosen: [u16; MAX_ITEMS],
    /// Hints for the choice of item: headers whose `len` fell to 1 or 0, newest
    /// last. An entry may be stale (item covered again or `len` grown back), so
    /// each is checked before use; a full scan stays the fallback.
    short: [u16; SHORT_SLOTS],
    short_len: usize,
    /// The `short_len` after the item of each level was covered, restored before
    /// its next option is tried so the stack does not fill with stale entries.
    short_mark: [u16; MAX_ITEMS],
    /// The header whose `len` fell to 0 most recently (or 0): a dead end to choose at once.
    empty: usize,
}

impl std::fmt::Debug for Dlx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dlx")
            .field("items", &self.items)
            .field("options", &self.options)
            .field("selected", &self.selected_len)
            .finish()
    }
}

impl Dlx {
    field!(top, set_top, TOP, i16);
    field!(ulink, set_ulink, ULINK, u16);
    field!(dlink, set_dlink, DLINK, u16);
    field!(next, set_next, NEXT, u16);
    field!(option_of, set_option_of, OPTION_OF, u16);
    field!(llink, set_llink, LLINK, u16);
    field!(rlink, set_rlink, RLINK, u16);

    /// An engine with `items` items (named `0..items`) and no options yet.
    pub fn new(items: usize) -> Result<Box<Self>, BuildError> {
        if items > MAX_ITEMS {
            return Err(BuildError::TooManyItems(items));
        }
        let mut dlx = Box::new(Dlx {
            table: new_table(),
            items,
            options: 0,
            option_start: [0; MAX_OPTIONS + 1],
            last_spacer: items + 1,
            selected: [0; MAX_ITEMS],
            selected_len: 0,
            choice: [0; MAX_ITEMS],
            chosen: [0; MAX_ITEMS],
            short: [0; SHORT_SLOTS],
            short_len: 0,
            short_mark: [0; MAX_ITEMS],
            empty: 0,
        });
        for i in 0..=items {
            dlx.set_llink(i, if i == 0 { items as u16 } else { (i - 1) as u16 });
            dlx.set_rlink(i, if i == items { 0 } else { (i + 1) as u16 });
            // An empty list: the header points at itself.
            dlx.set_ulink(i, i as u16);
            dlx.set_dlink(i, i as u16);
        }
        // The spacer before the first option stays all zeros.
        Ok(dlx)
    }

    /// Appends an option covering the given items; returns its number (0, 1, ...).
    pub fn add_option(&mut self, option_items: &[usize]) -> Result<usize, BuildError> {
        if option_items.is_empty() {
            return Err(BuildError::BadOption);
        }
        for (k, &i) in option_items.iter().enumerate() {
            if i >= self.items {
                return Err(BuildError::NoSuchItem(i));
            }
            if option_items[..k].contains(&i) {
                return Err(BuildError::BadOption);
            }
        }
        let first = self.last_spacer + 1;
        let spacer = first + option_items.len();
        let used_option_nodes = spacer - (self.items + 2) - self.options;
        if self.options >= MAX_OPTIONS || used_option_nodes > MAX_OPTION_NODES {
            return Err(BuildError::TooManyOptions);
        }
        let k = self.options;
        for (offset, &item) in option_items.iter().enumerate() {
            let header = item + 1;
            let x = first + offset;
            let last = self.ulink(header);
            self.set_top(x, header as i16);
            self.set_ulink(x, last);
            self.set_dlink(x, header as u16);
            self.set_dlink(last as usize, x as u16);
            self.set_ulink(header, x as u16);
            self.set_top(header, self.top(header) + 1);
            self.set_option_of(x, k as u16);
        }
        for x in first..spacer {
            self.set_next(x, if x + 1 == spacer { first } else { x + 1 } as u16);
        }
        self.set_dlink(self.last_spacer, (spacer - 1) as u16);
        self.set_top(spacer, -1 - k as i16);
        self.set_ulink(spacer, first as u16);
        self.set_dlink(spacer, 0);
        self.option_start[k] = first as u16;
        self.last_spacer = spacer;
        self.options += 1;
        Ok(k)
    }

    /// Number of items.
    pub fn item_count(&self) -> usize {
        self.items
    }

    /// Number of options.
    pub fn option_count(&self) -> usize {
        self.options
    }

    /// The option a node belongs to.
    #[inline]
    pub fn option_of_node(&self, node: usize) -> usize {
        self.option_of(node) as usize
    }

    /// `len`: how many options are left in an item's list (`item` in `0..items`).
    #[inline]
    pub fn len(&self, item: usize) -> usize {
        self.top(item + 1) as usize
    }

    /// True when every item is covered, i.e. the current partial solution is complete.
    pub fn is_empty(&self) -> bool {
        self.rlink(0) == 0
    }

    /// The items not yet covered (`0..items` numbering), in list order.
    pub fn active_items(&self) -> impl Iterator<Item = usize> + '_ {
        let mut i = self.rlink(0) as usize;
        std::iter::from_fn(move || {
            if i == 0 {
                None
            } else {
                let item = i - 1;
                i = self.rlink(i) as usize;
                Some(item)
            }
        })
    }

    /// The options still in an item's list (not hidden), top to bottom.
    pub fn options_of(&self, item: usize) -> impl Iterator<Item = usize> + '_ {
        let header = (item + 1) & MASK;
        let mut x = self.dlink(header) as usize;
        std::iter::from_fn(move || {
            if x == header {
                None
            } else {
                let option = self.option_of(x) as usize;
                x = self.dlink(x) as usize;
                Some(option)
            }
        })
    }

    /// Removes an item's header from the item list and hides every option in its list.
    #[inline]
    fn cover(&mut self, header: usize) {
        let mut p = self.dlink(header) as usize;
        while p != header {
            self.hide(p);
            p = self.dlink(p) as usize;
        }
        let l = self.llink(header);
        let r = self.rlink(header);
        self.set_rlink(l as usize, r);
        self.set_llink(r as usize, l);
    }

    /// Exactly undoes [`Dlx::cover`]: relink the header, unhide bottom to top.
    #[inline]
    fn uncover(&mut self, header: usize) {
        let l = self.llink(header);
        let r = self.rlink(header);
        self.set_rlink(l as usize, header as u16);
        self.set_llink(r as usize, header as u16);
        let mut p = self.ulink(header) as usize;
        while p != header {
            self.unhide(p);
            p = self.ulink(p) as usize;
        }
    }

    /// Takes every node of `p`'s option except `p` out of its item's list.
    #[inline]
    fn hide(&mut self, p: usize) {
        let mut q = self.next(p) as usize;
        while q != p {
            let (up, down) = (self.ulink(q), self.dlink(q));
            self.set_dlink(up as usize, down);
            self.set_ulink(down as usize, up);
            let header = self.top(q) as usize;
            let len = self.top(header) - 1;
            self.set_top(header, len);
            if len <= 1 {
                self.note_short(header, len);
            }
            q = self.next(q) as usize;
        }
    }

    /// Remembers an item whose list just became short, for [`Dlx::choose_item`].
    #[inline]
    fn note_short(&mut self, header: usize, len: i16) {
        if len == 0 {
            self.empty = header;
        }
        self.short[self.short_len & SHORT_MASK] = header as u16;
        // Past the end the hint is simply dropped (the scan still finds the item).
        if self.short_len < SHORT_SLOTS - 1 {
            self.short_len += 1;
        }
    }

    /// Exactly undoes [`Dlx::hide`]. The nodes of one option lie in different
    /// lists, so relinking them in the same left-to-right order is exact.
    #[inline]
    fn unhide(&mut self, p: usize) {
        let mut q = self.next(p) as usize;
        while q != p {
            let (up, down) = (self.ulink(q), self.dlink(q));
            self.set_dlink(up as usize, q as u16);
            self.set_ulink(down as usize, q as u16);
            let header = self.top(q) as usize;
            self.set_top(header, self.top(header) + 1);
            q = self.next(q) as usize;
        }
    }

    /// Covers the items of `p`'s option other than `p`'s own, left to right
    /// (following the `next` links, as [`Dlx::hide`] does).
    #[inline]
    fn cover_rest(&mut self, p: usize) {
        let mut q = self.next(p) as usize;
        while q != p {
            self.cover(self.top(q) as usize);
            q = self.next(q) as usize;
        }
    }

    /// Exactly undoes [`Dlx::cover_rest`], right to left: items covered one after
    /// another interact, so this order matters, and options keep no left links;
    /// the walk goes by node number and wraps at the spacers.
    #[inline]
    fn uncover_rest(&mut self, p: usize) {
        let mut q = p - 1;
        while q != p {
            let top = self.top(q);
            if top <= 0 {
                q = self.dlink(q) as usize;
                continue;
            }
            self.uncover(top as usize);
            q -= 1;
        }
    }

    /// Puts an option into every solution before the search (a Sudoku given):
    /// covers all its items. Fails, changing nothing, if one is already covered.
    pub fn select(&mut self, option: usize) -> Result<(), Conflict> {
        if option >= self.options {
            // Not an option of this problem: report its first item as unavailable.
            return Err(Conflict { option, item: 0 });
        }
        let first = self.option_start[option] as usize;
        // An option is hidden exactly when one of its items is covered.
        let mut q = first;
        while self.top(q) > 0 {
            let header = self.top(q) as usize;
            if !self.is_active(header) {
                return Err(Conflict {
                    option,
                    item: header - 1,
                });
            }
            q += 1;
        }
        self.cover(self.top(first) as usize);
        self.cover_rest(first);
        self.selected[self.selected_len] = first as u16;
        self.selected_len += 1;
        Ok(())
    }

    /// Is the item with this header still in the item list?
    fn is_active(&self, header: usize) -> bool {
        let l = self.llink(header) as usize;
        self.rlink(l) as usize == header
    }

    /// The current links, to [`Dlx::restore`] later. Take it with nothing selected
    /// and all options added (it keeps the headers' `len`, not the option nodes).
    pub fn snapshot(&self) -> Box<Snapshot> {
        let (items, used) = (self.items + 1, self.last_spacer + 1);
        Box::new(Snapshot {
            len: self.table[TOP..TOP + items].to_vec(),
            ulink: self.table[ULINK..ULINK + used].to_vec(),
            dlink: self.table[DLINK..DLINK + used].to_vec(),
            llink: self.table[LLINK..LLINK + items].to_vec(),
            rlink: self.table[RLINK..RLINK + items].to_vec(),
        })
    }

    /// Puts the links back as they were in `snapshot` (of this engine, with
    /// nothing selected) and forgets every selection: copies of about 13 KB,
    /// cheaper than uncovering givens and a stopped search one node at a time.
    pub fn restore(&mut self, snapshot: &Snapshot) {
        let (items, used) = (snapshot.len.len(), snapshot.ulink.len());
        self.table[TOP..TOP + items].copy_from_slice(&snapshot.len);
        self.table[ULINK..ULINK + used].copy_from_slice(&snapshot.ulink);
        self.table[DLINK..DLINK + used].copy_from_slice(&snapshot.dlink);
        self.table[LLINK..LLINK + items].copy_from_slice(&snapshot.llink);
        self.table[RLINK..RLINK + items].copy_from_slice(&snapshot.rlink);
        self.selected_len = 0;
        self.short_len = 0;
        self.empty = 0;
    }

    /// Undoes every [`Dlx::select`], newest first: the engine is as built again.
    pub fn unselect_all(&mut self) {
        self.short_len = 0;
        self.empty = 0;
        while self.selected_len > 0 {
            self.selected_len -= 1;
            let first = self.selected[self.selected_len] as usize;
            self.uncover_rest(first);
            self.uncover(self.top(first) as usize);
        }
    }

    /// Reorders every item's list by `rank(option)`, smallest first (ties keep
    /// their order). The search tries an item's options in list order, so this
    /// steers which branches come first. Only allowed with nothing selected:
    /// a hidden node remembers its old neighbours, so lists must be whole.
    /// Returns false, changing nothing, while options are selected.
    pub fn order_options_by<K: Ord>(&mut self, mut rank: impl FnMut(usize) -> K) -> bool {
        if self.selected_len > 0 {
            return false;
        }
        let mut list = [0u16; MAX_OPTIONS];
        // One array of keys for every list (only its first `len` entries are
        // used), so it is set up once rather than once an item.
        let mut keys: [Option<K>; MAX_OPTIONS] = [const { None }; MAX_OPTIONS];
        for header in 1..=self.items {
            let mut len = 0;
            let mut p = self.dlink(header) as usize;
            while p != header {
                list[len] = p as u16;
                len += 1;
                p = self.dlink(p) as usize;
            }
            // Insertion sort: stable, allocation-free and small in code; lists
            // are short (at most 9 options in a Sudoku cover).
            for k in 0..len {
                let option = self.option_of(list[k] as usize) as usize;
                keys[k] = Some(rank(option));
            }
            for k in 1..len {
                let mut j = k;
                while j > 0 && keys[j - 1] > keys[j] {
                    keys.swap(j - 1, j);
                    list.swap(j - 1, j);
                    j -= 1;
                }
            }
            let list = &list[..len];
            let mut previous = header;
            for &x in list.iter() {
                self.set_dlink(previous, x);
                self.set_ulink(x as usize, previous as u16);
                previous = x as usize;
            }
            self.set_dlink(previous, header as u16);
            self.set_ulink(header, previous as u16);
        }
        true
    }

    /// The options taken by [`Dlx::select`], in order.
    pub fn selected_options(&self) -> impl Iterator<Item = usize> + '_ {
        self.selected[..self.selected_len]
            .iter()
            .map(|&first| self.option_of(first as usize) as usize)
    }

    /// An active item with the fewest options: a hinted item of length 0, else
    /// the newest hinted item of length 1, else the first item of least length
    /// in list order, where a length of 2 ends the scan (a shorter list would
    /// almost surely have been hinted).
    #[inline]
    fn choose_item(&mut self) -> usize {
        // A list that became empty ends this branch: take it first.
        let empty = self.empty;
        if empty != 0 && self.top(empty) == 0 && self.is_active(empty) {
            return empty;
        }
        // Then the newest item whose list became a single option.
        while self.short_len > 0 {
            let header = self.short[(self.short_len - 1) & SHORT_MASK] as usize;
            if self.top(header) <= 1 && self.is_active(header) {
                return header;
            }
            self.short_len -= 1;
        }
        // No short item was hinted, so lengths of 0 or 1 are (nearly) gone: the
        // first item of length 2 is as good as any, and ends the scan. (Stopping
        // at 3 instead costs 40-70% more instructions: worse choices.)
        let mut best = 0;
        let mut best_len = i16::MAX;
        let mut i = self.rlink(0) as usize;
        while i != 0 {
            let len = self.top(i);
            if len < best_len {
                best = i;
                best_len = len;
                if len <= 2 {
                    break;
                }
            }
            i = self.rlink(i) as usize;
        }
        best
    }

    /// Algorithm X over the items not covered by [`Dlx::select`]: every exact cover
    /// is reported to the visitor, which may prune subtrees or stop the search.
    /// Whatever happens, the engine is back in its state before the call.
    pub fn search<V: Visitor + ?Sized>(&mut self, visitor: &mut V) {
        self.run(visitor, true);
    }

    /// [`Dlx::search`] that leaves the links as they are when the visitor stops
    /// the search, for a caller that will [`Dlx::restore`] a snapshot anyway.
    /// Until then the engine must not be searched or selected in.
    pub fn search_then_restore<V: Visitor + ?Sized>(
        &mut self,
        visitor: &mut V,
        snapshot: &Snapshot,
    ) {
        self.run(visitor, false);
        self.restore(snapshot);
    }

    fn run<V: Visitor + ?Sized>(&mut self, visitor: &mut V, unwind_on_stop: bool) {
        let mut level = 0usize;
        // The loop mirrors Knuth's steps X2..X8; `descend` means "enter a new node".
        let mut descend = true;
        loop {
            if descend {
                // X2: a solution ends this branch; otherwise the visitor may prune.
                let step = if self.rlink(0) == 0 {
                    match visitor.solution(self, &self.chosen[..level]) {
                        Flow::Stop => Step::Stop,
                        Flow::Continue => Step::Prune,
                    }
                } else {
                    visitor.enter(self, &self.chosen[..level])
                };
                match step {
                    Step::Stop => {
                        if unwind_on_stop {
                            self.unwind(level);
                        }
                        return;
                    }
                    Step::Prune => {}
                    Step::Descend => {
                        // X3: choose an item; one with no options left is a dead end.
                        let item = match visitor.choose(self) {
                            Some(item) if item < self.items && self.is_active(item + 1) => item + 1,
                            _ => self.choose_item(),
                        };
                        if self.top(item) > 0 {
                            // X4, X5: cover it and try its first option.
                            self.cover(item);
                            self.short_mark[level] = self.short_len as u16;
                            let x = self.dlink(item) as usize;
                            self.choice[level] = x as u16;
                            self.chosen[level] = self.option_of(x);
                            self.cover_rest(x);
                            level += 1;
                            continue;
                        }
                    }
                }
            }
            // X8: leave this node; back up one level.
            if level == 0 {
                return;
            }
            level -= 1;
            // X6: undo the current option and try the next one in the item's list.
            let x = self.choice[level] as usize;
            self.uncover_rest(x);
            let next = self.dlink(x) as usize;
            let item = self.top(x) as usize;
            if next != item {
                self.short_len = self.short_mark[level] as usize;
                self.choice[level] = next as u16;
                self.chosen[level] = self.option_of(next);
                self.cover_rest(next);
                level += 1;
                descend = true;
            } else {
                // X7: every option tried; uncover the item and keep backing up.
                self.uncover(item);
                descend = false;
            }
        }
    }

    /// Undoes the choices on levels `0..level`, deepest first.
    fn unwind(&mut self, mut level: usize) {
        while level > 0 {
            level -= 1;
            let x = self.choice[level] as usize;
            self.uncover_rest(x);
            self.uncover(self.top(x) as usize);
        }
    }

    /// Checks every link against its partner and every `len` against its list
    /// (Knuth's `sanity`); for tests and debugging.
    pub fn sanity(&self) -> Result<(), String> {
        let mut i = 0usize;
        let mut seen = 0usize;
        loop {
            let r = self.rlink(i) as usize;
            if self.llink(r) as usize != i {
                return Err(format!("item links broken at {i}"));
            }
            i = r;
            if i == 0 {
                break;
            }
            seen += 1;
            if seen > self.items {
                return Err("item list loops".into());
            }
            let mut count = 0;
            let mut p = self.dlink(i) as usize;
            while p != i {
                let (up, down, top) = (self.ulink(p), self.dlink(p), self.top(p));
                if self.ulink(down as usize) as usize != p || self.dlink(up as usize) as usize != p
                {
                    return Err(format!("node links broken at node {p}"));
                }
                if top as usize != i {
                    return Err(format!(
                        "node {p} in the list of item {} says {}",
                        i - 1,
                        top
                    ));
                }
                count += 1;
                p = down as usize;
                if count > MAX_OPTIONS {
                    return Err(format!("list of item {} loops", i - 1));
                }
            }
            if count != self.top(i) as usize {
                return Err(format!(
                    "item {} has len {} but {count} options",
                    i - 1,
                    self.top(i)
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TAOCP 7.2.2.1 (5): items a..g and six options; the one exact cover is
    /// {a d f}, {b g}, {c e} (options 3, 4 and 0 counting from 0).
    fn knuth_example() -> Box<Dlx> {
        let (a, b, c, d, e, f, g) = (0, 1, 2, 3, 4, 5, 6);
        let mut dlx = Dlx::new(7).unwrap();
        for option in [
            vec![c, e],
            vec![a, d, g],
            vec![b, c, f],
            vec![a, d, f],
            vec![b, g],
            vec![d, e, g],
        ] {
            dlx.add_option(&option).unwrap();
        }
        dlx
    }

    #[test]
    fn link_table_of_knuths_example() {
        let dlx = knuth_example();
        // Knuth's table (7.2.2.1, Table 1): LEN of a..g, then TOP/ULINK/DLINK of nodes 8..
        let lens: Vec<i16> = (1..=7).map(|i| dlx.top(i)).collect();
        assert_eq!(lens, [2, 2, 2, 3, 2, 2, 3]);
        // TOP of nodes 8..=30: spacer, the options' items (a = 1 .. g = 7), spacers -1..-6.
        let expected_tops: [i16; 23] = [
            0, 3, 5, -1, 1, 4, 7, -2, 2, 3, 6, -3, 1, 4, 6, -4, 2, 7, -5, 4, 5, 7, -6,
        ];
        let tops: Vec<i16> = (8..31).map(|x| dlx.top(x)).collect();
        assert_eq!(tops, expected_tops);
        // Vertical lists top to bottom, by node number.
        let list = |item: usize| {
            let mut v = vec![];
            let mut p = dlx.dlink(item) as usize;
            while p != item {
                v.push(p);
                p = dlx.dlink(p) as usize;
            }
            v
        };
        assert_eq!(list(1), [12, 20]); // a
        assert_eq!(list(2), [16, 24]); // b
        assert_eq!(list(3), [9, 17]); // c
        assert_eq!(list(4), [13, 21, 27]); // d
        assert_eq!(list(5), [10, 28]); // e
        assert_eq!(list(6), [18, 22]); // f
        assert_eq!(list(7), [14, 25, 29]); // g
                                           // Spacers: up = first node of the option before, down = last node of the next.
        assert_eq!((dlx.dlink(8), dlx.ulink(11), dlx.dlink(11)), (10, 9, 14));
        assert_eq!((dlx.ulink(30), dlx.dlink(30)), (27, 0));
        dlx.sanity().unwrap();
    }

    #[test]
    fn knuths_example_has_one_exact_cover() {
        let mut dlx = knuth_example();
        let mut counter = CountUpTo::new(usize::MAX);
        dlx.search(&mut counter);
        assert_eq!(counter.count, 1);
        let mut solution = counter.first_solution().unwrap().to_vec();
        solution.sort_unstable();
        assert_eq!(solution, [0, 3, 4]);
        dlx.sanity().unwrap();
        assert_eq!(
            (0..7).map(|i| dlx.len(i)).collect::<Vec<_>>(),
            [2, 2, 2, 3, 2, 2, 3]
        );
    }

    #[test]
    fn select_takes_a_given_and_conflicts_are_reported() {
        let mut dlx = knuth_example();
        dlx.select(4).unwrap(); // {b g}
                                // {a d g} shares g with it.
        assert_eq!(dlx.select(1), Err(Conflict { option: 1, item: 6 }));
        let mut counter = CountUpTo::new(10);
        dlx.search(&mut counter);
        assert_eq!(counter.count, 1);
        dlx.unselect_all();
        dlx.sanity().unwrap();
        dlx.select(1).unwrap(); // {a d g}: no cover contains it
        let mut counter = CountUpTo::new(10);
        dlx.search(&mut counter);
        assert_eq!(counter.count, 0);
        dlx.unselect_all();
        assert_eq!(
            (0..7).map(|i| dlx.len(i)).collect::<Vec<_>>(),
            [2, 2, 2, 3, 2, 2, 3]
        );
    }

    #[test]
    fn stop_restores_the_engine() {
        // Two items, two ways to cover them: {0 1} or {0} + {1}.
        let mut dlx = Dlx::new(2).unwrap();
        dlx.add_option(&[0, 1]).unwrap();
        dlx.add_option(&[0]).unwrap();
        dlx.add_option(&[1]).unwrap();
        let mut one = CountUpTo::new(1);
        dlx.search(&mut one);
        assert_eq!(one.count, 1);
        dlx.sanity().unwrap();
        let mut all = CountUpTo::new(100);
        dlx.search(&mut all);
        assert_eq!(all.count, 2);
        dlx.sanity().unwrap();
    }

    #[test]
    fn build_errors() {
        assert_eq!(
            Dlx::new(MAX_ITEMS + 1).unwrap_err(),
            BuildError::TooManyItems(325)
        );
        let mut dlx = Dlx::new(3).unwrap();
        assert_eq!(dlx.add_option(&[3]), Err(BuildError::NoSuchItem(3)));
        assert_eq!(dlx.add_option(&[1, 1]), Err(BuildError::BadOption));
        assert_eq!(dlx.add_option(&[]), Err(BuildError::BadOption));
        for _ in 0..MAX_OPTIONS {
            dlx.add_option(&[0]).unwrap();
        }
        assert_eq!(dlx.add_option(&[0]), Err(BuildError::TooManyOptions));
        dlx.sanity().unwrap();
    }
}
