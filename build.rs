//! Embeds every lesson under `assets/lessons/` and every puzzle collection under
//! `assets/puzzles/` in the binary, so `inkomo lesson` and the Learn screen work from any
//! folder and a new lesson needs no registration in the code.

use std::fs;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "ron") {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let mut code = String::new();
    for (name, folder, what) in [
        ("EMBEDDED", "lessons", "lesson file"),
        ("PUZZLES", "puzzles", "puzzle collection"),
    ] {
        println!("cargo:rerun-if-changed=assets/{folder}");
        let mut files = Vec::new();
        collect(&root.join("assets").join(folder), &mut files);
        files.sort();
        code.push_str(&format!(
            "/// Every {what}: its path under the crate and its text.\n"
        ));
        code.push_str(&format!("pub static {name}: &[(&str, &str)] = &[\n"));
        for file in &files {
            let relative = file.strip_prefix(&root).unwrap_or(file);
            let relative = relative.to_string_lossy().replace('\\', "/");
            // The path is joined to CARGO_MANIFEST_DIR when the crate compiles, not written
            // out here: build-script output is shared by every checkout that uses one target
            // folder, and an absolute path would embed another checkout's files.
            code.push_str(&format!(
                "    ({relative:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/\", {relative:?}))),\n",
            ));
        }
        code.push_str("];\n");
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    if let Err(e) = fs::write(out.join("lessons.rs"), code) {
        panic!("cannot write the lesson list: {e}");
    }
}
