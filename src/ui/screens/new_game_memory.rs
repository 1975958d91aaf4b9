//! What the new-game dialog remembers per rule set between runs: whether the person plays
//! the computer and at which level, the players listed, their levels, who starts, the morris colour and the option values, as last started. It lives in
//! the persisted [`crate::ui::Settings`].
//!
//! Everything is kept as plain text and read leniently: a remembered option that no longer
//! exists, a value it no longer takes, a level or a colour not known any more, or an entry
//! that does not read at all falls back to the default quietly, so an old settings file
//! always loads.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

use crate::ai::Level;
use crate::rules::GameId;

use crate::ui::board::session::{PlayerKind, TokenColour};
use crate::ui::screens::new_game::{NewGameDialog, Opponent};

/// The remembered dialogs, by rule set id (`isizulu`, `isolo-boys`, ...).
pub type RememberedSetups = BTreeMap<String, RememberedSetup>;

/// One rule set's dialog as last started.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RememberedSetup {
    /// `computer` (play the computer) or `people` (two players at this screen); anything
    /// else, such as a file from before the choice, reads as `computer`.
    pub opponent: String,
    /// The computer's level when playing the computer (`beginner` ... `master`).
    pub level: String,
    /// The people in the order listed.
    pub people: Vec<RememberedSeat>,
    /// Which of them starts (0 or 1).
    pub starter: usize,
    /// The first listed person's morris colour: `dark` or `light`.
    pub colour: String,
    /// The option values as `name=value`.
    pub options: Vec<String>,
}

/// One listed person.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RememberedSeat {
    /// The name typed (may be empty).
    pub name: String,
    /// `person`, or the computer's level (`beginner` ... `master`).
    pub kind: String,
}

impl RememberedSetup {
    /// What `dialog` shows, to remember.
    pub fn of(dialog: &NewGameDialog) -> RememberedSetup {
        RememberedSetup {
            opponent: match dialog.opponent {
                Opponent::Computer => "computer".to_string(),
                Opponent::People => "people".to_string(),
            },
            level: dialog.level.as_str().to_string(),
            people: dialog
                .people
                .iter()
                .map(|seat| RememberedSeat {
                    name: seat.name.clone(),
                    kind: match seat.kind {
                        PlayerKind::Human => "person".to_string(),
                        PlayerKind::Computer(level) => level.as_str().to_string(),
                    },
                })
                .collect(),
            starter: dialog.starter,
            colour: match dialog.colour_first_listed {
                TokenColour::Dark => "dark".to_string(),
                TokenColour::Light => "light".to_string(),
            },
            options: dialog
                .options
                .pairs()
                .into_iter()
                .map(|(name, value)| format!("{name}={value}"))
                .collect(),
        }
    }

    /// Puts what is remembered into `dialog`; anything not understood keeps its default.
    pub fn apply_to(&self, dialog: &mut NewGameDialog) {
        if self.opponent == "people" {
            dialog.opponent = Opponent::People;
        }
        if let Ok(level) = Level::parse(&self.level) {
            dialog.level = level;
        }
        for (seat, kept) in dialog.people.iter_mut().zip(&self.people) {
            seat.name = kept.name.clone();
            seat.kind = Level::parse(&kept.kind).map_or(PlayerKind::Human, PlayerKind::Computer);
        }
        if self.starter < 2 {
            dialog.starter = self.starter;
        }
        if self.colour == "light" {
            dialog.colour_first_listed = TokenColour::Light;
        }
        for pair in &self.options {
            if let Some((name, value)) = pair.split_once('=') {
                // An option or a value this version does not know keeps the default.
                let _ = dialog.options.set(name.trim(), value.trim());
            }
        }
    }
}

/// The dialog for `game`, with what `memory` holds for it put in.
pub fn dialog_for(game: GameId, memory: &RememberedSetups) -> NewGameDialog {
    let mut dialog = NewGameDialog::new(game);
    if let Some(kept) = memory.get(game.as_str()) {
        kept.apply_to(&mut dialog);
    }
    dialog
}

/// Remembers what `dialog` shows for its rule set.
pub fn remember(memory: &mut RememberedSetups, dialog: &NewGameDialog) {
    memory.insert(
        dialog.game.as_str().to_string(),
        RememberedSetup::of(dialog),
    );
}

/// Reads the remembered dialogs, dropping every entry that does not read (a settings field
/// written by another version) instead of failing the whole settings file.
pub fn lenient<'de, D: Deserializer<'de>>(deserializer: D) -> Result<RememberedSetups, D::Error> {
    let mut out = RememberedSetups::new();
    if let ron::Value::Map(map) = ron::Value::deserialize(deserializer)? {
        for (key, value) in map.into_iter() {
            if let (Ok(key), Ok(setup)) = (
                key.into_rust::<String>(),
                value.into_rust::<RememberedSetup>(),
            ) {
                out.insert(key, setup);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::Settings;

    #[test]
    fn a_started_dialog_comes_back_as_it_was() {
        let mut dialog = NewGameDialog::new(GameId::Isizulu);
        dialog.opponent = Opponent::People;
        dialog.level = Level::Master;
        dialog.people[0].name = "Thandiwe".into();
        dialog.people[1].kind = PlayerKind::Computer(Level::Strong);
        dialog.starter = 1;
        dialog.colour_first_listed = TokenColour::Light;
        let spec = crate::rules::Options::specs(GameId::Isizulu)
            .find(|s| s.choices.len() > 1)
            .unwrap();
        let other = spec.choices[1].value;
        dialog.options.set(spec.name, other).unwrap();
        let mut memory = RememberedSetups::new();
        remember(&mut memory, &dialog);
        let back = dialog_for(GameId::Isizulu, &memory);
        assert_eq!(back, dialog);
        // Another rule set is not touched.
        assert_eq!(
            dialog_for(GameId::Isisuthu, &memory),
            NewGameDialog::new(GameId::Isisuthu)
        );
    }

    #[test]
    fn stale_entries_fall_back_to_the_defaults() {
        // A real option with a value it does not take, beside an option that does not exist.
        let name = crate::rules::Options::specs(GameId::Isizulu)
            .next()
            .unwrap()
            .name;
        let kept = RememberedSetup {
            opponent: "robots".into(),
            level: "grandmaster".into(),
            people: vec![RememberedSeat {
                name: "Sipho".into(),
                kind: "grandmaster".into(),
            }],
            starter: 7,
            colour: "purple".into(),
            options: vec![
                "no_such_option=yes".into(),
                format!("{name}=sometimes"),
                "garbage".into(),
            ],
        };
        let mut memory = RememberedSetups::new();
        memory.insert("isizulu".into(), kept);
        memory.insert("no-such-game".into(), RememberedSetup::default());
        let dialog = dialog_for(GameId::Isizulu, &memory);
        let mut expected = NewGameDialog::new(GameId::Isizulu);
        expected.people[0].name = "Sipho".into();
        assert_eq!(dialog, expected);
    }

    #[test]
    fn settings_with_a_damaged_entry_still_load() {
        let mut settings = Settings {
            blac_numbers: true,
            ..Settings::default()
        };
        let dialog = NewGameDialog::new(GameId::IsoloBoys);
        remember(&mut settings.new_game, &dialog);
        let text = ron::to_string(&settings).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), settings);
        // An entry of the wrong shape is dropped; the rest of the settings stay.
        let broken = text.replacen("starter:0", "starter:\"first\"", 1);
        assert_ne!(broken, text, "{text}");
        let read = ron::from_str::<Settings>(&broken).unwrap();
        assert!(read.blac_numbers);
        assert!(read.new_game.is_empty());
        // A settings file from before the dialog was remembered.
        let old = "(language:En,speed:Normal,show_legal:true)";
        assert!(ron::from_str::<Settings>(old).unwrap().new_game.is_empty());
    }
}
