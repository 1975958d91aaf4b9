//! `inkomo analyse` and `inkomo tables build` from the outside: the last line's form, the
//! tables used where they cover the position, the search elsewhere, exit 1 for a bad
//! position.

use std::process::{Command, Output};

fn inkomo(data: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_inkomo"))
        .args(args)
        .env("INKOMO_DATA_DIR", data)
        .output()
        .expect("the binary runs")
}

fn last_line(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .unwrap_or("")
        .to_string()
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("inkomo-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_table_endgame_is_answered_exactly() {
    let data = temp("analyse");
    // X (to act) has three tokens against three, a7 and g7 on the top line: flying e3-d7
    // closes it and the removal leaves O two tokens, a win in one.
    let out = inkomo(
        &data,
        &[
            "analyse",
            "--game",
            "isizulu",
            "--from",
            "X.X.OO...........O..X... X hand:0,0 lost:9,9 move",
        ],
    );
    assert!(out.status.success(), "{out:?}");
    assert_eq!(last_line(&out), "value=win plies=1 best=e3-d7");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("source=tables"), "{stdout}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn outside_the_tables_the_search_answers_and_says_so() {
    let data = temp("analyse-search");
    let out = inkomo(
        &data,
        &[
            "analyse",
            "--game",
            "isizulu",
            "--from",
            "........................ X hand:12,12 lost:0,0 place",
        ],
    );
    assert!(out.status.success(), "{out:?}");
    let line = last_line(&out);
    assert!(line.starts_with("value="), "{line}");
    assert!(
        line.contains(" best=") && line.contains("exact=false"),
        "{line}"
    );
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_bad_position_exits_1_with_a_message() {
    let data = temp("analyse-bad");
    for from in [
        "garbage",
        "XXX..................... X hand:0,0 lost:9,12 move",
    ] {
        let out = inkomo(&data, &["analyse", "--game", "isipowe", "--from", from]);
        assert_eq!(out.status.code(), Some(1), "{from}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn tables_build_writes_a_file_that_analyse_reads() {
    let data = temp("tables-build");
    let out = inkomo(
        &data,
        &["tables", "build", "--game", "isipowe", "--max", "3"],
    );
    assert!(out.status.success(), "{out:?}");
    let line = last_line(&out);
    assert!(line.starts_with("game=isipowe max=3 positions="), "{line}");
    assert!(data.join("tables").join("isipowe-k3.tb").exists());
    assert!(String::from_utf8_lossy(&out.stderr).contains('%'));
    let out = inkomo(
        &data,
        &[
            "analyse",
            "--game",
            "isipowe",
            "--from",
            "X.X.OO...........O..X... X hand:0,0 lost:9,9 move",
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("source=tables max=3"), "{stdout}");
    let _ = std::fs::remove_dir_all(&data);
}
