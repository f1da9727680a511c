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
//! The clock is the caller's ([`Clock`]): native callers give
//! [`Instant`] through [`Scope::enter`]; the wasm build, where std has no
//! clock, gives the host's (`Date.now()`) through [`Scope::enter_clock`].
//! Without a deadline nothing reads the clock: the checks are one
//! thread-local read.

use std::cell::Cell;
use std::time::Instant;

/// A clock in milliseconds from any fixed origin (only differences count).
pub(crate) type Clock = fn() -> f64;

/// A deadline: the clock and the time on it past which searches stop.
#[derive(Clone, Copy)]
struct Deadline {
    clock: Clock,
    at: f64,
}

/// The propagations between two looks at the clock: a look costs about
/// 25 ns, a propagation microseconds to milliseconds.
const SAMPLE: u32 = 16;

thread_local! {
    /// Whether a deadline is in force on this thread (one read for the
    /// common case: none).
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    /// The deadline of the rating in progress on this thread, if any.
    static DEADLINE: Cell<Option<Deadline>> = const { Cell::new(None) };
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
        Some(deadline) if (deadline.clock)() >= deadline.at => {
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

/// Milliseconds since this thread first asked (native: [`Instant`]).
fn instant_ms() -> f64 {
    since_origin(Instant::now())
}

fn since_origin(t: Instant) -> f64 {
    thread_local! {
        static ORIGIN: Instant = Instant::now();
    }
    // A time before the origin (a deadline already past) counts as 0.
    ORIGIN.with(|o| t.saturating_duration_since(*o).as_secs_f64() * 1000.0)
}

/// A deadline in force on this thread while the scope lives; the one
/// before it (none, in practice) comes back when it ends.
pub(crate) struct Scope {
    previous: Option<Deadline>,
    previous_passed: bool,
    previous_active: bool,
}

impl Scope {
    /// A deadline by std's clock (native builds).
    pub(crate) fn enter(deadline: Option<Instant>) -> Scope {
        Scope::enter_clock(instant_ms, deadline.map(since_origin))
    }

    /// A deadline at `at` milliseconds on `clock`.
    pub(crate) fn enter_clock(clock: Clock, at: Option<f64>) -> Scope {
        let deadline = at.map(|at| Deadline { clock, at });
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

// Native: they read std's clock, which the wasm build has not.
#[cfg(all(test, not(target_arch = "wasm32")))]
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

    #[test]
    fn a_callers_clock_is_read() {
        thread_local! {
            static NOW: Cell<f64> = const { Cell::new(0.0) };
        }
        let _scope = Scope::enter_clock(|| NOW.get(), Some(50.0));
        assert!(!passed_now());
        NOW.set(49.9);
        assert!(!passed_now());
        NOW.set(50.0);
        assert!(passed_now() && was_cut());
    }
}
