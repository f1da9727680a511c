//! Bivalue universal grave (BUG), types 1-4.
pub(crate) use super::unique_loops::find_bug_plus_one as find_bug;
