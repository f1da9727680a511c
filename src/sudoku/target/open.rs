//! The open part of a node of the target search: its cells, units and the
//! options still able to reach the target, laid out for the subgradient steps.

use super::super::encoding::{ITEMS, OPTIONS};
use crate::dlx::Dlx;

/// The open part of the problem at one node, gathered from the engine once so
/// that subgradient steps run over plain arrays.
pub(super) struct OpenPart {
    /// The options of the open cells, cell after cell.
    pub(super) options: [u16; OPTIONS],
    /// For each of `options`: its value and its three units as indices into
    /// `units`. An index below 256 reads a `[f64; 256]` of multipliers
    /// without a bounds check, and the units sit next to the value.
    pub(super) option_value: [f64; OPTIONS],
    pub(super) option_units: [[u8; 3]; OPTIONS],
    /// The index into `units` of each open unit item (scratch for `gather`).
    local_of: [u8; ITEMS],
    /// `options[cell_end[k - 1]..cell_end[k]]` belong to the k-th open cell.
    pub(super) cell_end: [u16; 82],
    /// The open cells (their items), in the same order.
    pub(super) cell_items: [u8; 81],
    pub(super) cells: usize,
    /// The open row-, column- and box-digit items.
    pub(super) units: [u16; ITEMS],
    pub(super) unit_count: usize,
    /// Options still able to reach the target, per open item.
    pub(super) live: [u16; ITEMS],
}

impl OpenPart {
    pub(super) fn new() -> Self {
        OpenPart {
            options: [0; OPTIONS],
            option_value: [0.0; OPTIONS],
            option_units: [[0; 3]; OPTIONS],
            local_of: [0; ITEMS],
            cell_end: [0; 82],
            cell_items: [0; 81],
            cells: 0,
            units: [0; ITEMS],
            unit_count: 0,
            live: [0; ITEMS],
        }
    }

    /// Reads the open items and the options not fixed out by an ancestor (see
    /// [`super::TargetSearch::fix`]); false when an open item has no such option left.
    pub(super) fn gather(&mut self, dlx: &Dlx, depth: usize, tables: Tables) -> bool {
        let Tables {
            fixed_at,
            value,
            unit_items,
        } = tables;
        let (mut cells, mut units, mut n) = (0, 0, 0);
        self.cell_end[0] = 0;
        for item in dlx.active_items().filter(|&item| item >= 81) {
            self.units[units] = item as u16;
            self.local_of[item] = units as u8;
            self.live[item] = 0;
            units += 1;
        }
        for item in dlx.active_items().filter(|&item| item < 81) {
            let start = n;
            for option in dlx.options_of(item) {
                if usize::from(fixed_at[option]) >= depth {
                    self.options[n] = option as u16;
                    self.option_value[n] = f64::from(value[option]);
                    for (local, &unit) in self.option_units[n].iter_mut().zip(&unit_items[option]) {
                        *local = self.local_of[usize::from(unit)];
                        self.live[usize::from(unit)] += 1;
                    }
                    n += 1;
                }
            }
            if n == start {
                return false;
            }
            self.live[item] = (n - start) as u16;
            self.cell_items[cells] = item as u8;
            cells += 1;
            self.cell_end[cells] = n as u16;
        }
        self.cells = cells;
        self.unit_count = units;
        self.units().all(|unit| self.live[unit] > 0)
    }

    /// The open row-, column- and box-digit items.
    pub(super) fn units(&self) -> impl Iterator<Item = usize> + '_ {
        self.units[..self.unit_count]
            .iter()
            .map(|&u| usize::from(u))
    }

    /// Every open item: the cells, then the units.
    pub(super) fn items(&self) -> impl Iterator<Item = usize> + '_ {
        let cells = self.cell_items[..self.cells]
            .iter()
            .map(|&c| usize::from(c));
        cells.chain(self.units())
    }
}

/// What [`OpenPart::gather`] reads of the search besides the engine.
#[derive(Clone, Copy)]
pub(super) struct Tables<'a> {
    pub(super) fixed_at: &'a [u8; OPTIONS],
    pub(super) value: &'a [i32; OPTIONS],
    pub(super) unit_items: &'a [[u16; 3]; OPTIONS],
}
