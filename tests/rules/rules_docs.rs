//! `docs/rules/<game>.md` is what `inkomo rules GAME` prints, so that a reader of the
//! repository sees the rules page a player sees. After a change to a page (a rule the engine
//! applies, a message of `i18n/en`, an option), regenerate them with
//!
//! ```sh
//! cargo test --no-default-features --test rules rules_docs:: -- --ignored
//! ```
//!
//! or one by one with `inkomo rules GAME > docs/rules/GAME.md`.

use std::path::{Path, PathBuf};
use std::process::Command;

use inkomo::rules::GameId;
use inkomo::rules_page::markdown::{English, markdown};

fn doc(game: GameId) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/rules")
        .join(format!("{}.md", game.as_str()))
}

#[test]
fn every_rules_doc_is_what_the_page_says() {
    for game in GameId::ALL {
        let path = doc(game);
        let written = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; regenerate as this file says", path.display()));
        assert!(
            written == markdown(game, &English),
            "{} differs from `inkomo rules {}`: regenerate with \
             `cargo test --no-default-features --test rules rules_docs:: -- --ignored`",
            path.display(),
            game.as_str()
        );
    }
}

#[test]
fn the_cli_prints_the_page_and_refuses_a_game_without_rules() {
    let inkomo = env!("CARGO_BIN_EXE_inkomo");
    let out = Command::new(inkomo)
        .args(["rules", "isizulu"])
        .output()
        .expect("the inkomo binary runs");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        markdown(GameId::Isizulu, &English)
    );
    for game in ["isolo-men", "chess"] {
        let out = Command::new(inkomo)
            .args(["rules", game])
            .output()
            .expect("the inkomo binary runs");
        assert_eq!(out.status.code(), Some(2), "{game}");
        assert!(out.stdout.is_empty(), "{game}");
    }
}

/// Writes every `docs/rules/<game>.md` again (run it on purpose: `-- --ignored`).
#[test]
#[ignore = "writes docs/rules/; run with -- --ignored after changing a page"]
fn regenerate_the_rules_docs() {
    for game in GameId::ALL {
        let path = doc(game);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(&path, markdown(game, &English)).unwrap();
    }
}
