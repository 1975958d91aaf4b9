//! No import circle between the crate's files (docs/architecture.md, "Rooms").
//!
//! Reads every file under `src/`, finds the modules it names (`crate::…` and `super::…` paths
//! outside comments and test modules) and checks that the graph of files has no circle. A
//! file and the files under it (a module's own child files, such as `ui/app/clock.rs` under
//! `ui/app/mod.rs`) count as one: a parent and its private children may use each other. A
//! name a folder's `mod.rs` re-exports (`pub use player::BoardPlayer`) counts as a use of the
//! file that defines it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Every module of the crate, by path (`ui::board::player`), with its source.
fn modules() -> BTreeMap<String, String> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<String, String>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(str::to_owned) else {
                continue;
            };
            if path.is_dir() {
                let mut inner = prefix.to_vec();
                inner.push(name);
                walk(&path, &inner, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let mut module = prefix.to_vec();
                if name != "mod" && !(prefix.is_empty() && (name == "lib" || name == "main")) {
                    module.push(name);
                }
                let text = fs::read_to_string(&path).unwrap_or_default();
                out.insert(module.join("::"), text);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &[],
        &mut out,
    );
    out.remove("");
    out.remove("bin");
    out
}

/// The source without comments and without the test module at its end.
fn code_of(text: &str) -> String {
    let cut = text.find("#[cfg(test)]\nmod ").unwrap_or(text.len());
    text[..cut]
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a file names, made absolute (`a::b::c`), groups expanded one level deep.
fn named_paths(module: &str, code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let rest: String = chars[i..chars.len().min(i + 7)].iter().collect();
        if !starts_word || !(rest.starts_with("crate::") || rest.starts_with("super::")) {
            i += 1;
            continue;
        }
        // Read `seg::seg::…` and an optional `{…}` group.
        let mut base: Vec<String> = if rest.starts_with("crate::") {
            i += 7;
            Vec::new()
        } else {
            module.split("::").map(str::to_owned).collect()
        };
        let mut segment = String::new();
        while i < chars.len() {
            let c = chars[i];
            if c.is_alphanumeric() || c == '_' {
                segment.push(c);
                i += 1;
            } else if c == ':' && chars.get(i + 1) == Some(&':') {
                if segment == "super" {
                    base.pop();
                } else if !segment.is_empty() && segment != "self" {
                    base.push(std::mem::take(&mut segment));
                }
                segment.clear();
                i += 2;
            } else {
                break;
            }
        }
        if chars.get(i) == Some(&'{') {
            let mut depth = 0;
            let mut group = String::new();
            while i < chars.len() {
                let c = chars[i];
                if c == '{' {
                    depth += 1;
                    if depth == 1 {
                        i += 1;
                        continue;
                    }
                }
                if c == '}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                if depth == 1 && c == ',' {
                    group.push('\n');
                } else if depth == 1 {
                    group.push(c);
                }
                i += 1;
            }
            for item in group.split('\n') {
                let first = item.split_whitespace().next().unwrap_or("");
                let mut path = base.clone();
                path.extend(
                    first
                        .split("::")
                        .filter(|s| !s.is_empty() && *s != "self")
                        .map(str::to_owned),
                );
                out.push(path.join("::"));
            }
        } else {
            if !segment.is_empty() && segment != "self" {
                base.push(segment);
            }
            out.push(base.join("::"));
        }
    }
    out
}

/// The names a folder module re-exports from a child: `pub use child::{A, B}`.
fn reexports(module: &str, code: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for line in code.lines() {
        let Some(rest) = line.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((child, names)) = rest.split_once("::") else {
            continue;
        };
        if child == "crate" || child == "super" {
            continue;
        }
        let names = names
            .trim_end_matches(';')
            .trim_matches(|c| c == '{' || c == '}');
        for name in names.split(',') {
            let name = name.split_whitespace().last().unwrap_or("");
            if !name.is_empty() {
                out.insert(format!("{module}::{name}"), format!("{module}::{child}"));
            }
        }
    }
    out
}

/// The graph of files: module → modules it uses (not its ancestors or descendants).
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let codes: BTreeMap<&String, String> = modules.iter().map(|(m, t)| (m, code_of(t))).collect();
    let mut aliases = BTreeMap::new();
    for (module, code) in &codes {
        aliases.extend(reexports(module, code));
    }
    let related = |a: &str, b: &str| {
        a == b || a.starts_with(&format!("{b}::")) || b.starts_with(&format!("{a}::"))
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, code) in &codes {
        let entry = edges.entry((*module).clone()).or_default();
        for path in named_paths(module, code) {
            let path = aliases.get(&path).cloned().unwrap_or(path);
            let parts: Vec<&str> = path.split("::").collect();
            let owner = (1..=parts.len())
                .rev()
                .map(|n| parts[..n].join("::"))
                .find(|p| modules.contains_key(p));
            if let Some(owner) = owner
                && !related(module, &owner)
            {
                entry.insert(owner);
            }
        }
    }
    edges
}

/// Circles of the graph (strongly connected parts of more than one file).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Two files are in one circle when each reaches the other.
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for next in edges.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for m in edges.keys() {
        if done.contains(m) || !reaches[m].contains(m) {
            continue;
        }
        let circle: Vec<String> = reaches[m]
            .iter()
            .filter(|other| reaches.get(other).is_some_and(|r| r.contains(m)))
            .cloned()
            .collect();
        done.extend(circle.iter().cloned());
        out.push(circle);
    }
    out
}

#[test]
fn no_file_uses_a_file_that_uses_it_back() {
    let edges = graph();
    assert!(
        edges.len() > 100,
        "only {} modules found under src/",
        edges.len()
    );
    let found = circles(&edges);
    assert!(
        found.is_empty(),
        "import circles between files (each file reaches every other of its circle):\n{}",
        found
            .iter()
            .map(|c| c.join(" ⇄ "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_reader_finds_uses_and_circles() {
    // The reader itself, on a made-up crate: a `use` group, `super::`, a re-export.
    let paths = named_paths(
        "ui::board::player",
        "use crate::ui::{app::Thing, theme};\nlet x = super::scene::Scene::new();",
    );
    assert_eq!(
        paths,
        [
            "ui::app::Thing",
            "ui::theme",
            "ui::board::scene::Scene::new"
        ]
    );
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.entry("a".into()).or_default().insert("b".into());
    edges.entry("b".into()).or_default().insert("c".into());
    edges.entry("c".into()).or_default().insert("a".into());
    edges.entry("d".into()).or_default().insert("a".into());
    assert_eq!(
        circles(&edges),
        vec![vec!["a".to_string(), "b".into(), "c".into()]]
    );
    assert_eq!(
        reexports("ui::board", "pub use player::{BoardPlayer, Move};").get("ui::board::Move"),
        Some(&"ui::board::player".to_string())
    );
}
