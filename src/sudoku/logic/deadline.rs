//! A cooperative deadline for one rating on this thread
//! ([`super::rate_path`] with a deadline): the walk looks at the clock
//! between steps, and every propagation of the chains looks at it (one
//! call in [`SAMPLE`]) when it starts and when it stalls, the points that
//! the nested chains' long searches (seconds for one step at nesting level
//! 4) pass through again and again. Once the deadline is seen to have
//! passed, every propagation stops where it is: its branch keeps only
//! what it had derived, which is sound but incomplete, so the searches
//! unwind in microseconds with fewer hints, and the walk, seeing that a
//! search was cut, throws the step away and reports the deadline. A rating
//! that comes back is therefore always SE's whole path.
//!
//! Without a deadline (every other caller, and the wasm build, which has
//! no clock) nothing reads the clock: the checks are one thread-local read.

use std::cell::Cell;
use std::time::Instant;

/// The propagations between two looks at the clock: a look costs about
/// 25 ns, a propagation microseconds to milliseconds.
const SAMPLE: u32 = 16;

thread_local! {
    /// Whether a deadline is in force on this thread (one read for the
    /// common case: none).
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    /// The deadline of the rating in progress on this thread, if any.
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// Whether a look at the clock saw the deadline passed: from then on
    /// every search is cut.
    static PASSED: Cell<bool> = const { Cell::new(false) };
    /// Calls of [`passed`] since the last look at the clock.
    static CALLS: Cell<u32> = const { Cell::new(0) };
}

/// Whether the deadline has passed, looking at the clock one call in
/// [`SAMPLE`] (false without a deadline). For the propagations.
#[inline]
pub(crate) fn passed() -> bool {
    if !ACTIVE.get() {
        return false;
    }
    if PASSED.get() {
        return true;
    }
    let calls = CALLS.get() + 1;
    if calls < SAMPLE {
        CALLS.set(calls);
        return false;
    }
    CALLS.set(0);
    passed_now()
}

/// Whether the deadline has passed, by the clock (false without a
/// deadline). For the walk, between steps.
pub(crate) fn passed_now() -> bool {
    if PASSED.get() {
        return true;
    }
    match DEADLINE.get() {
        Some(deadline) if Instant::now() >= deadline => {
            PASSED.set(true);
            true
        }
        _ => false,
    }
}

/// Whether a search was cut: the deadline was seen passed.
pub(crate) fn was_cut() -> bool {
    PASSED.get()
}

/// A deadline in force on this thread while the scope lives; the one
/// before it (none, in practice) comes back when it ends. Native only:
/// the wasm build has no clock, and sets no deadline.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) struct Scope {
    previous: Option<Instant>,
    previous_passed: bool,
    previous_active: bool,
}

#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
impl Scope {
    pub(crate) fn enter(deadline: Option<Instant>) -> Scope {
        let scope = Scope {
            previous: DEADLINE.replace(deadline),
            previous_passed: PASSED.replace(false),
            previous_active: ACTIVE.replace(deadline.is_some()),
        };
        CALLS.set(0);
        scope
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        DEADLINE.set(self.previous);
        PASSED.set(self.previous_passed);
        ACTIVE.set(self.previous_active);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_deadline_is_seen_and_forgotten_with_its_scope() {
        assert!(!passed() && !passed_now() && !was_cut());
        {
            let _later = Scope::enter(Some(Instant::now() + Duration::from_secs(3600)));
            assert!((0..100).all(|_| !passed()) && !passed_now());
            {
                let _gone = Scope::enter(Instant::now().checked_sub(Duration::from_secs(1)));
                // Sampled: seen within SAMPLE calls, then for good.
                assert!((0..SAMPLE).any(|_| passed()));
                assert!(was_cut() && passed() && passed_now());
            }
            assert!(!was_cut() && !passed_now());
        }
        assert!(!passed() && !was_cut());
    }
}
