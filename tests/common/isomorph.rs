//! Isomorphs drawn at random, for the tests of the minlex form
//! (tests/canon.rs) and of `canon` and `dedup` (tests/cli.rs): written here,
//! apart from the library, with a fixed-seed generator.

/// SplitMix64 (Steele, Lea and Flood, OOPSLA 2014), for the random
/// transformations: fixed seeds, the same draws on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (the small bias of `%` does not matter here).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The 6 orders of 3 items.
fn orders3() -> Vec<[usize; 3]> {
    let mut all = Vec::new();
    for a in 0..3 {
        for b in 0..3 {
            for c in 0..3 {
                if a != b && b != c && a != c {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// The 1,296 line orders that keep the bands (or stacks): target line i
/// takes source line order[i].
pub fn line_orders() -> Vec<[usize; 9]> {
    let o = orders3();
    let mut all = Vec::new();
    for bands in &o {
        for a in &o {
            for b in &o {
                for c in &o {
                    let mut order = [0; 9];
                    for (i, within) in [a, b, c].into_iter().enumerate() {
                        for j in 0..3 {
                            order[i * 3 + j] = bands[i] * 3 + within[j];
                        }
                    }
                    all.push(order);
                }
            }
        }
    }
    all
}

/// A random isomorph: transposition, band, row, stack and column orders,
/// and a relabelling of the digits, each drawn from `rng`.
pub fn random_isomorph(grid: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let orders = line_orders();
    let rows = orders[rng.below(orders.len())];
    let cols = orders[rng.below(orders.len())];
    let transpose = rng.below(2) == 1;
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let mut out = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (sr, sc) = (rows[r], cols[c]);
            let v = if transpose {
                grid[sc * 9 + sr]
            } else {
                grid[sr * 9 + sc]
            };
            out[r * 9 + c] = if v == 0 { 0 } else { digits[v as usize - 1] };
        }
    }
    out
}
