//! What a campaign reached: the steps the checks saw, by chain family, and
//! the runs. With `DLX_FUZZ_STATS=FILE` in the environment the counts are
//! written to FILE (tab-separated) at most every two seconds; libFuzzer ends
//! the process with `exit`, so the last two seconds' counts may be missing.
//! Without it nothing is counted.

use std::cell::RefCell;
use std::time::Instant;

use dlx_sudoku::sudoku::logic::Technique;

/// The chain families, in the order of the engine's producers, then the
/// search step.
pub const FAMILIES: [&str; 8] = [
    "static chains (cycles, forcing chains, Nishio, cell and region)",
    "dynamic forcing chains",
    "dynamic forcing chains plus (nesting level 1)",
    "nested forcing chains, level 2",
    "nested forcing chains, level 3",
    "nested forcing chains, level 4",
    "nested forcing chains, level 5",
    "search step",
];

/// The family of a chain technique (an index into [`FAMILIES`]).
pub fn family(technique: Technique) -> Option<usize> {
    use Technique::*;
    Some(match technique {
        BidirectionalXCycle | BidirectionalYCycle | ForcingXChain | BidirectionalCycle
        | ForcingChain | NishioForcingChains | CellForcingChains | RegionForcingChains => 0,
        DynamicContradictionForcingChains
        | DynamicDoubleForcingChains
        | DynamicCellForcingChains
        | DynamicRegionForcingChains => 1,
        DynamicContradictionForcingChainsPlus
        | DynamicDoubleForcingChainsPlus
        | DynamicCellForcingChainsPlus
        | DynamicRegionForcingChainsPlus => 2,
        NestedContradictionForcingChains2
        | NestedDoubleForcingChains2
        | NestedCellForcingChains2
        | NestedRegionForcingChains2 => 3,
        NestedContradictionForcingChains3
        | NestedDoubleForcingChains3
        | NestedCellForcingChains3
        | NestedRegionForcingChains3 => 4,
        NestedContradictionForcingChains4
        | NestedDoubleForcingChains4
        | NestedCellForcingChains4
        | NestedRegionForcingChains4 => 5,
        NestedContradictionForcingChains5
        | NestedDoubleForcingChains5
        | NestedCellForcingChains5
        | NestedRegionForcingChains5 => 6,
        Search => 7,
        _ => return None,
    })
}

struct Counts {
    file: Option<String>,
    runs: u64,
    steps: [u64; FAMILIES.len()],
    written: Option<Instant>,
}

thread_local! {
    static COUNTS: RefCell<Counts> = RefCell::new(Counts {
        file: std::env::var("DLX_FUZZ_STATS").ok(),
        runs: 0,
        steps: [0; FAMILIES.len()],
        written: None,
    });
}

/// A step the checks saw.
pub fn step(technique: Technique) {
    if let Some(k) = family(technique) {
        COUNTS.with(|c| {
            let mut c = c.borrow_mut();
            if c.file.is_some() {
                c.steps[k] += 1;
            }
        });
    }
}

/// A run of a target ended; writes the counts when two seconds have passed.
pub fn run_ended() {
    COUNTS.with(|c| {
        let mut c = c.borrow_mut();
        let Some(file) = c.file.clone() else {
            return;
        };
        c.runs += 1;
        if c.written.is_some_and(|t| t.elapsed().as_secs() < 2) {
            return;
        }
        let mut text = format!("runs\t{}\n", c.runs);
        for (name, n) in FAMILIES.iter().zip(c.steps) {
            text.push_str(&format!("{name}\t{n}\n"));
        }
        // A failed write loses a report, not a check.
        let _ = std::fs::write(&file, text);
        c.written = Some(Instant::now());
    });
}
