//! PLACEHOLDER (being written): uniqueness techniques.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_unique_rectangle(_state: &Candidates) -> Option<Step> {
    None
}
pub(crate) fn find_bug_plus_one(_state: &Candidates) -> Option<Step> {
    None
}
