//! Aligned pair exclusion.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_aligned_pair_exclusion(_state: &Candidates) -> Option<Step> {
    None
}
