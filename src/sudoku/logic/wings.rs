//! PLACEHOLDER (being written): wings.
use super::candidates::Candidates;
use super::step::Step;
pub(crate) fn find_xy_wing(_state: &Candidates) -> Option<Step> {
    None
}
pub(crate) fn find_xyz_wing(_state: &Candidates) -> Option<Step> {
    None
}
pub(crate) fn find_w_wing(_state: &Candidates) -> Option<Step> {
    None
}
