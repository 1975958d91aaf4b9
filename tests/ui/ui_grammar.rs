//! Portuguese and Spanish make the verb agree with the player's name: the colour names of the
//! morris games are plural nouns there ("as claras jogam"), a person's name is singular.
//! Walks random games and reads every line the turn log and the game-over notice would show.

#![cfg(feature = "gui")]

use inkomo::i18n::{Arg, Language, Tr, missing_ids};
use inkomo::rules::{EffectKind, Game, GameId};
use inkomo::selfplay::Rng;
use inkomo::ui::board::describe::{effect_line, outcome_line};
use inkomo::ui::board::session::GameSetup;

/// Every effect line (and the outcome) of a few random games of `game`, in `lang`.
fn lines(game: GameId, setup: &GameSetup, lang: Language) -> Vec<String> {
    let tr = Tr::new(lang);
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut rng = Rng::new(seed + 77);
        let mut g = Game::new(game, setup.options);
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            for e in g.apply(a).unwrap() {
                if !matches!(e.kind, EffectKind::GameOver(_)) {
                    out.push(effect_line(&tr, setup, &e));
                }
            }
        }
        if let Some(outcome) = g.outcome() {
            out.push(outcome_line(&tr, setup, outcome));
        }
    }
    out
}

#[test]
fn colour_names_take_plural_verbs_in_portuguese_and_spanish() {
    for game in [GameId::Isisuthu, GameId::Isizulu, GameId::Isipowe] {
        let setup = GameSetup::new(game);
        for (lang, dark, light) in [
            (Language::Pt, "escuras", "claras"),
            (Language::Es, "oscuras", "claras"),
        ] {
            let all = lines(game, &setup, lang);
            let mut with_colour = 0;
            for line in &all {
                // The colour is written as a plural noun with its article ("As claras
                // colocam"), never as a bare name before a singular verb ("Claras coloca").
                for bare in [dark, light].map(capitalise) {
                    assert!(!line.contains(&bare), "{game:?} {lang:?}: {line}");
                }
                if line.contains(dark) || line.contains(light) {
                    with_colour += 1;
                }
            }
            assert!(
                with_colour * 2 > all.len(),
                "{game:?} {lang:?}: {with_colour} of {} lines name a colour",
                all.len()
            );
        }
    }
    assert!(missing_ids().is_empty(), "{:?}", missing_ids());
}

#[test]
fn a_persons_name_takes_the_singular() {
    let mut setup = GameSetup::new(GameId::Isizulu);
    setup.seats[0].name = "Ana".into();
    setup.seats[1].name = "Rui".into();
    for (lang, places) in [
        (Language::Pt, "Ana coloca uma peça em"),
        (Language::Es, "Ana coloca una ficha en"),
        (Language::En, "Ana places a token on"),
    ] {
        let all = lines(GameId::Isizulu, &setup, lang);
        assert!(all.iter().any(|l| l.starts_with(places)), "{lang:?}");
        for line in &all {
            for colour in ["escuras", "oscuras", "claras"] {
                assert!(!line.contains(colour), "{lang:?}: {line}");
            }
        }
    }
}

#[test]
fn the_gift_of_ilobolo_goes_to_the_other_colour() {
    let gift = |lang, giver: (&str, &'static str), receiver: (&str, &'static str)| {
        Tr::new(lang).a(
            "effect-ilobolo-gift",
            &[
                ("player", Arg::name(giver.0, giver.1)),
                ("receiver", Arg::name(receiver.0, receiver.1)),
                ("point", "c4".into()),
            ],
        )
    };
    assert_eq!(
        gift(Language::Pt, ("Escuras", "dark"), ("Claras", "light")),
        "As escuras dão a peça de c4 às claras como ilobolo."
    );
    assert_eq!(
        gift(Language::Pt, ("Ana", "person"), ("Claras", "light")),
        "Ana dá a peça de c4 às claras como ilobolo."
    );
    assert_eq!(
        gift(Language::Es, ("Claras", "light"), ("Rui", "person")),
        "Las claras dan la ficha de c4 a Rui como ilobolo."
    );
    assert_eq!(
        gift(Language::En, ("Dark", "dark"), ("Light", "light")),
        "Dark gives the token on c4 to Light as ilobolo."
    );
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
