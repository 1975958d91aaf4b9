//! Fuzzing the settings reader: mutated settings files (as `tests/records/record_fuzz.rs` does for
//! records) must read as settings or be refused with a short message free of raw control
//! characters and of RON's advice to programmers; a refused file is moved aside and the
//! defaults are used, never a panic (issue 22, item 6).

use crate::fuzz_support;

use std::panic::{AssertUnwindSafe, catch_unwind};

use inkomo::selfplay::Rng;
use inkomo::ui::Settings;
use inkomo::ui::files::settings_file::{SettingsFile, parse, to_ron};

const TOKENS: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "\"",
    ",",
    ":",
    "Some(",
    "None",
    "format: 2,",
    "zoom: 1e999,",
    "zoom: NaN,",
    "language: Xx,",
    "speed: Fast,",
    "last_folder: Some(\"\u{1b}[2J\"),",
    "new_game: {",
    "\"inkomo-settings\": ",
    "r#x",
    "r#zoom",
    "\u{0}",
    "\u{85}",
    "\u{202e}",
    "\u{feff}",
    "\n",
    " ",
];

const MAX_MESSAGE_CHARS: usize = 300;

fn base() -> Vec<Vec<u8>> {
    let changed = Settings {
        zoom: 1.5,
        flipped: true,
        last_folder: Some("/home/ana/jogos".into()),
        ..Settings::default()
    };
    vec![
        to_ron(&Settings::default()).into_bytes(),
        to_ron(&changed).into_bytes(),
    ]
}

#[test]
fn mutated_settings_read_or_are_refused_in_few_words() {
    let bases = base();
    let mut rng = Rng::new(22);
    let (mut read, mut refused) = (0, 0);
    for case in 0..5_000 {
        let input = fuzz_support::mutate(&bases[rng.below(bases.len())], TOKENS, &mut rng);
        let text = String::from_utf8_lossy(&input);
        match catch_unwind(AssertUnwindSafe(|| parse(&text))) {
            Ok(Ok(_)) => read += 1,
            Ok(Err(message)) => {
                refused += 1;
                assert!(!message.contains("raw identifier"), "{message}");
                // The reader's message is cut by the loader; the parser's own stays short.
                fuzz_support::assert_bounded("settings", &message, &input, MAX_MESSAGE_CHARS);
            }
            Err(_) => panic!("the settings reader panicked on case {case}: {text:?}"),
        }
    }
    println!("{read} read, {refused} refused");
    assert!(
        read > 100 && refused > 1_000,
        "read {read}, refused {refused}"
    );
}

#[test]
fn a_refused_file_is_moved_aside_and_the_defaults_are_used() {
    let dir = std::env::temp_dir().join(format!("inkomo-settings-fuzz-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = SettingsFile::at(dir.join("settings.ron"));
    let mut rng = Rng::new(7);
    let bases = base();
    for _ in 0..200 {
        let input = fuzz_support::mutate(&bases[0], TOKENS, &mut rng);
        std::fs::write(file.path(), &input).unwrap();
        let loaded = file.load();
        match &loaded.damaged {
            None => assert!(file.path().exists(), "a file that reads stays"),
            Some(damaged) => {
                assert!(!file.path().exists(), "a damaged file is moved aside");
                let aside = damaged.aside.as_ref().expect("moved aside");
                assert_eq!(std::fs::read(aside).unwrap(), input, "kept whole");
                assert!(!damaged.reason.chars().any(char::is_control));
                std::fs::remove_file(aside).unwrap();
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
