//! PLACEHOLDER (being written): fish.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_fish(_state: &Candidates, _size: usize) -> Option<Step> {
    None
}
