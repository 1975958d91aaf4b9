//! The repository explains itself: every citation of the project's documents resolves.
//!
//! 1. Code, tests, data and documents cite a document section as "docs/readings.md, M7b"
//!    (the file, then one or more section ids separated by commas). Every cited file must
//!    exist and hold a heading that starts with each cited id.
//! 2. Nothing cites the rules research or design notes that live outside the repository, by
//!    their old file names or by bare section numbers: a contributor who clones the
//!    repository could not follow them.
//! 3. Every option's section id (`OptionSpec::dossier`) is a heading of docs/readings.md.
//! 4. Every link between the documents (`[text](file.md#anchor)`) reaches a heading.
//! 5. The neighbour tables of docs/geometry.md are the engine's.
//!
//! The scanning helpers have their own tests below, so a checker that finds nothing fails.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use inkomo::rules::morris::{Board, POINT_NAMES, Point, point_name};
use inkomo::rules::options::SPECS;
use inkomo::rules::{GameId, Options};

/// The folders and files scanned for citations, relative to the crate root.
const SCANNED: &[&str] = &[
    "src",
    "tests",
    "benches",
    "examples",
    ".ci",
    "i18n",
    "assets",
    "docs",
    "build.rs",
    "README.md",
    "Cargo.toml",
];

/// The old names that must no longer be cited, assembled so that this file does not cite
/// them itself.
fn old_names() -> [String; 2] {
    [format!("{}.md", "RULES"), format!("{}.md", "DESIGN")]
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every text file under the scanned paths, with its path relative to the root.
fn text_files() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in SCANNED {
        collect(&root().join(entry), &mut out);
    }
    assert!(out.len() > 100, "only {} files scanned", out.len());
    out
}

fn collect(path: &Path, out: &mut Vec<(String, String)>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for entry in entries {
            collect(&entry, out);
        }
    } else if let Ok(text) = fs::read_to_string(path) {
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        out.push((rel, text));
    }
}

/// One citation: the document, the ids cited in it, and where.
#[derive(Debug, PartialEq, Eq)]
struct Citation {
    file: String,
    ids: Vec<String>,
    line: usize,
}

fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// The citations `docs/<file>.md[, ID[, ID...]]` in `text`. The first id may be any word;
/// further ones must start with a capital (so "…, and example G1" ends the list). A
/// citation whose id would be on the next line is reported with an empty id, so that the
/// check fails on it rather than skipping it.
fn citations(text: &str) -> Vec<Citation> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("docs/") {
            let after = &rest[at + "docs/".len()..];
            let name_len = after
                .find(|c: char| !(is_id_char(c) || c == '/' || c == '_' || c == '.'))
                .unwrap_or(after.len());
            let mut name = &after[..name_len];
            // A sentence may end right after the file name.
            name = name.trim_end_matches('.');
            rest = &after[name.len()..];
            if !name.ends_with(".md") {
                continue;
            }
            let mut ids = Vec::new();
            let mut tail = rest;
            while let Some(next) = tail.strip_prefix(", ") {
                let len = next.find(|c: char| !is_id_char(c)).unwrap_or(next.len());
                let id = &next[..len];
                let first = ids.is_empty();
                if id.is_empty() || (!first && !id.starts_with(|c: char| c.is_ascii_uppercase())) {
                    break;
                }
                ids.push(id.to_string());
                tail = &next[len..];
            }
            if ids.is_empty() && tail.trim_end() == "," {
                ids.push(String::new());
            }
            out.push(Citation {
                file: format!("docs/{name}"),
                ids,
                line: n + 1,
            });
            rest = tail;
        }
    }
    out
}

/// The ids of a markdown file's headings: the first word of each heading, without a
/// numbered heading's dot.
fn heading_ids(text: &str) -> BTreeSet<String> {
    headings(text)
        .iter()
        // A numbered heading ("7. Comments ...") is cited by its number ("docs/lessons.md, 7").
        .filter_map(|h| {
            h.split_whitespace()
                .next()
                .map(|id| id.trim_end_matches('.').to_string())
        })
        .collect()
}

/// The text of every heading outside code blocks.
fn headings(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            let body = line.trim_start_matches('#');
            if body.starts_with(' ') {
                out.push(body.trim().to_string());
            }
        }
    }
    out
}

/// GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped.
fn slug(heading: &str) -> String {
    heading
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_lowercase().next().unwrap_or(c)),
            _ => None,
        })
        .collect()
}

/// Whether the occurrence of `word` at byte `at` of `line` is a quotation, not a citation:
/// inside a string literal of a Rust file (an odd number of quotes before it) or in
/// backticks.
fn is_quoted(path: &str, line: &str, at: usize, word: &str) -> bool {
    let before = &line[..at];
    let after = &line[at + word.len()..];
    if before.ends_with('`') && after.starts_with('`') {
        return true;
    }
    path.ends_with(".rs") && before.matches('"').count() % 2 == 1
}

/// Every occurrence of an old document name that is not a quotation, as `path:line`.
fn old_citations(path: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for word in old_names() {
            for (at, _) in line.match_indices(word.as_str()) {
                if !is_quoted(path, line, at, &word) {
                    out.push(format!("{path}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        // A bare section number ("§6.7.4") points into the same outside documents.
        for (at, sign) in line.match_indices('§') {
            let numbered = line[at + sign.len()..].starts_with(|c: char| c.is_ascii_digit());
            if numbered && !is_quoted(path, line, at, sign) {
                out.push(format!("{path}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    out
}

#[test]
fn every_cited_section_exists() {
    let mut failures = Vec::new();
    let mut count = 0;
    for (path, text) in text_files() {
        for citation in citations(&text) {
            count += 1;
            let Ok(doc) = fs::read_to_string(root().join(&citation.file)) else {
                failures.push(format!(
                    "{path}:{}: no file {}",
                    citation.line, citation.file
                ));
                continue;
            };
            let ids = heading_ids(&doc);
            for id in &citation.ids {
                if !ids.contains(id) {
                    failures.push(format!(
                        "{path}:{}: {} has no heading `{id}`",
                        citation.line, citation.file
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The code cites the documents well over a hundred times; far fewer means the scan broke.
    assert!(count > 100, "only {count} citations found");
}

#[test]
fn nothing_cites_documents_outside_the_repository() {
    let failures: Vec<String> = text_files()
        .iter()
        .flat_map(|(path, text)| old_citations(path, text))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_option_names_its_reading() {
    let doc = fs::read_to_string(root().join("docs/readings.md")).unwrap();
    let ids = heading_ids(&doc);
    for spec in SPECS {
        for id in spec.dossier.split(", ") {
            assert!(
                ids.contains(id),
                "option {}: docs/readings.md has no heading `{id}`",
                spec.name
            );
        }
        // The option and each of its values are written in its reading.
        let section = section_of(&doc, spec.dossier.split(", ").next().unwrap_or_default());
        for choice in spec.choices {
            let written = format!("{}={}", spec.name, choice.value);
            let value = format!("`{}`", choice.value);
            assert!(
                section.contains(&written) || section.contains(&value),
                "docs/readings.md, {}: the value {written} is not described",
                spec.dossier
            );
        }
    }
}

/// The text of the `##` section whose heading starts with `id`, up to the next heading of
/// that level or above.
fn section_of<'a>(doc: &'a str, id: &str) -> &'a str {
    let start = doc
        .match_indices("\n## ")
        .map(|(at, _)| at + 1)
        .find(|&at| doc[at + 3..].split_whitespace().next() == Some(id))
        .unwrap_or_else(|| panic!("no section {id}"));
    let body = &doc[start + 3..];
    let end = ["\n## ", "\n# "]
        .iter()
        .filter_map(|h| body.find(h))
        .min()
        .unwrap_or(body.len());
    &body[..end]
}

#[test]
fn links_between_documents_reach_a_heading() {
    let mut files: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.push(root().join("README.md"));
    let mut failures = Vec::new();
    let mut count = 0;
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        let dir = file.parent().unwrap();
        for (target, anchor) in links(&text) {
            count += 1;
            let doc = if target.is_empty() {
                text.clone()
            } else {
                match fs::read_to_string(dir.join(&target)) {
                    Ok(doc) => doc,
                    Err(_) => {
                        failures.push(format!("{}: no file {target}", file.display()));
                        continue;
                    }
                }
            };
            if let Some(anchor) = anchor {
                let slugs: BTreeSet<String> = headings(&doc).iter().map(|h| slug(h)).collect();
                if !slugs.contains(&anchor) {
                    failures.push(format!(
                        "{}: {target}#{anchor} is no heading",
                        file.display()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(count > 20, "only {count} links found");
}

/// The local links of a markdown text: `(target.md#anchor)`, `(target.md)` or `(#anchor)`.
fn links(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices("](") {
        let rest = &text[at + 2..];
        let Some(end) = rest.find(')') else { continue };
        let link = &rest[..end];
        if link.contains("://") || link.contains(' ') {
            continue;
        }
        let (target, anchor) = match link.split_once('#') {
            Some((t, a)) => (t, Some(a.to_string())),
            None => (link, None),
        };
        if target.is_empty() || target.ends_with(".md") {
            out.push((target.to_string(), anchor));
        }
    }
    out
}

#[test]
fn geometry_neighbour_tables_are_the_engines() {
    let doc = fs::read_to_string(root().join("docs/geometry.md")).unwrap();
    for (id, title) in [
        (GameId::Isipowe, "**Isipowe**"),
        (GameId::Isizulu, "**Isizulu**"),
        (GameId::Isisuthu, "**Isisuthu**"),
    ] {
        let table = table_after(&doc, title);
        let board = Board::for_game(id, &Options::defaults(id).morris());
        let mut expected = Vec::new();
        for (point, name) in Point::all(board.point_count()).zip(POINT_NAMES) {
            let neighbours: Vec<&str> = board
                .neighbours(point)
                .into_iter()
                .map(point_name)
                .collect();
            expected.push(format!("{name}: {}", neighbours.join(" ")));
        }
        assert_eq!(table, expected, "docs/geometry.md, Neighbours: {title}");
    }
}

/// The entries (`a7: d7 a4`) of the code block that follows `title`.
fn table_after(doc: &str, title: &str) -> Vec<String> {
    let start = doc
        .find(&format!("\n{title}"))
        .unwrap_or_else(|| panic!("no {title}"));
    let block = &doc[start..];
    let open = block.find("```\n").unwrap() + 4;
    let close = open + block[open..].find("```").unwrap();
    let mut entries = Vec::new();
    for line in block[open..close].lines() {
        // Entries stand side by side: a new one starts at each `name:`.
        let mut current = String::new();
        for word in line.split_whitespace() {
            if word.ends_with(':') && !current.is_empty() {
                entries.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
        if !current.is_empty() {
            entries.push(current);
        }
    }
    entries
}

#[test]
fn citations_are_read_as_written() {
    let text = "// (docs/readings.md, I8, G12). A turn\n\
                see docs/geometry.md, Circuits, and example G1\n\
                docs/architecture.md.\n\
                docs/lessons/answers.txt, x\n\
                docs/readings.md,\n";
    let found = citations(text);
    let ids: Vec<(String, Vec<String>)> = found.into_iter().map(|c| (c.file, c.ids)).collect();
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        ids,
        [
            ("docs/readings.md".to_string(), v(&["I8", "G12"])),
            ("docs/geometry.md".to_string(), v(&["Circuits"])),
            ("docs/architecture.md".to_string(), v(&[])),
            ("docs/readings.md".to_string(), v(&[""])),
        ]
    );
}

#[test]
fn old_names_are_found_unless_quoted() {
    let [rules, design] = old_names();
    let cited = format!("// see {rules} §3.1.4\n//! ({design})\n// (§6.2, I8)\n");
    assert_eq!(old_citations("src/x.rs", &cited).len(), 4);
    let quoted = format!("    \"{rules}\",\n// a test fails on `{rules}`\n");
    assert!(old_citations("src/x.rs", &quoted).is_empty());
    // Outside Rust a quote mark is prose, not a string literal.
    let prose = format!("# \"see {rules}\"\n");
    assert_eq!(old_citations("tests/data/x.txt", &prose).len(), 1);
}

#[test]
fn slugs_are_githubs() {
    assert_eq!(
        slug("M7b — What counts as the same position"),
        "m7b--what-counts-as-the-same-position"
    );
    assert_eq!(
        slug("Numbers — BLAC's numbering"),
        "numbers--blacs-numbering"
    );
    assert_eq!(
        heading_ids("# T\n```\n# not a heading\n```\n## M7b — x\n#no\n"),
        ["M7b".to_string(), "T".to_string()].into_iter().collect()
    );
}
