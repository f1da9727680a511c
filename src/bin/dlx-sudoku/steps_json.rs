//! `steps`: Sudoku Explainer's path of a puzzle as one line of JSON.

use dlx_sudoku::sudoku::logic::{self, Step};

/// `{"result": ..., "steps": [...]}` on one line.
pub fn steps_json(path: &logic::Path) -> String {
    let steps: Vec<String> = path.steps.iter().map(step_json).collect();
    format!(
        "{{\"result\":\"{}\",\"steps\":[{}]}}",
        path.outcome.name(),
        steps.join(",")
    )
}

fn step_json(step: &Step) -> String {
    let pairs = |list: &[(u8, u8)]| {
        let items: Vec<String> = list.iter().map(|(c, d)| format!("[{c},{d}]")).collect();
        format!("[{}]", items.join(","))
    };
    let cells: Vec<String> = step.cells.iter().map(u8::to_string).collect();
    // A chain's nodes: cell, digit, on, the parents (indices of earlier
    // nodes) and the link (-1 assumption, 0-26 unit, 27 cell).
    let chain: Vec<String> = step
        .chain
        .iter()
        .map(|n| {
            let parents: Vec<String> = n.parents.iter().map(u16::to_string).collect();
            format!(
                "{{\"cell\":{},\"digit\":{},\"on\":{},\"parents\":[{}],\"via\":{}}}",
                n.cell,
                n.digit,
                n.on,
                parents.join(","),
                n.via.code()
            )
        })
        .collect();
    format!(
        "{{\"technique\":\"{}\",\"name\":{},\"rating\":{},\"place\":{},\"eliminate\":{},\"cells\":[{}],\"candidates\":{},\"text\":{},\"chain\":[{}],\"nodes\":{}}}",
        step.technique.name(),
        json_string(&step.se_name()),
        step.rating_text(),
        pairs(&step.place),
        pairs(&step.eliminate),
        cells.join(","),
        pairs(&step.candidates),
        json_string(&step.text),
        chain.join(","),
        step.chain_nodes
    )
}

/// A JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
