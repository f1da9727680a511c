//! Random numbers for the generator and the solver's restarts: SplitMix64 (Steele, Lea and Flood,
//! "Fast splittable pseudorandom number generators", OOPSLA 2014; the
//! constants of Vigna's `splitmix64.c`).
//!
//! Written here rather than taken from a crate so that the same seed gives the
//! same numbers on every platform, natively and in WebAssembly, for as long as
//! this file does not change: only wrapping integer arithmetic, no floats, no
//! platform-dependent hashing or seeding.

/// SplitMix64: a 64-bit state advanced by a fixed odd constant, each output a
/// strong mix of the state. Passes BigCrush; period 2^64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The generator whose state starts at `seed` (as in `splitmix64.c`).
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (`n > 0`; 0 for `n = 0`), without bias:
    /// Lemire's multiply-and-shift with rejection of the uneven low part.
    #[cfg_attr(not(feature = "logic"), allow(dead_code))] // the generator's
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let n64 = u64::from(n);
        // 2^32 mod n: products whose low half falls below it are redrawn.
        let threshold = (u32::MAX - n + 1) % n;
        loop {
            let product = (self.next_u64() >> 32) * n64;
            if (product as u32) >= threshold {
                return (product >> 32) as u32;
            }
        }
    }

    /// Shuffles `items` uniformly (Fisher-Yates, from the end).
    #[cfg_attr(not(feature = "logic"), allow(dead_code))] // the generator's
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Outputs of the reference algorithm, computed apart from this file (a
    /// few lines of Python over arbitrary-precision integers, masked to 64 bits).
    #[test]
    fn matches_the_reference_outputs() {
        let cases: [(u64, [u64; 3]); 2] = [
            (
                0,
                [
                    0xE220_A839_7B1D_CDAF,
                    0x6E78_9E6A_A1B9_65F4,
                    0x06C4_5D18_8009_454F,
                ],
            ),
            (
                1_234_567,
                [
                    6_457_827_717_110_365_317,
                    3_203_168_211_198_807_973,
                    9_817_491_932_198_370_423,
                ],
            ),
        ];
        for (seed, expected) in cases {
            let mut rng = Rng::new(seed);
            for e in expected {
                assert_eq!(rng.next_u64(), e, "seed {seed}");
            }
        }
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = Rng::new(42);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[rng.below(7) as usize] += 1;
        }
        // Each value about 1000 times; far from the edges of chance.
        assert!(seen.iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
        assert_eq!(rng.below(1), 0);
        assert_eq!(rng.below(0), 0);
        assert!(rng.below(u32::MAX) < u32::MAX);
    }

    #[test]
    fn shuffle_permutes() {
        let mut rng = Rng::new(7);
        let mut items: Vec<u32> = (0..100).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..100).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..100).collect::<Vec<_>>());
    }
}
