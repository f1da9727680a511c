//! PLACEHOLDER (being written): naked and hidden subsets.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_naked_subset(_state: &Candidates, _size: usize) -> Option<Step> {
    None
}
pub(crate) fn find_hidden_subset(_state: &Candidates, _size: usize) -> Option<Step> {
    None
}
