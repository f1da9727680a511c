//! PLACEHOLDER (being written): X-chains.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_x_chain(_state: &Candidates) -> Option<Step> {
    None
}
