//! A glossary word is a link wherever it appears: on the picker, in the new-game dialog and
//! in the side panel's prompts, hovering a word shows its meaning and a click opens the
//! glossary at it; the sentence around the word stays one text for screen readers.

#![cfg(feature = "gui")]

use crate::ui_support::{harness, harness_in_game, settings, shows};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr};
use inkomo::rules::GameId;
use inkomo::ui::InkomoApp;
use inkomo::ui::board::animation::Speed;
use inkomo::ui::command::Command;
use inkomo::ui::command::WindowCommand;

fn tr() -> Tr {
    Tr::new(Language::En)
}

/// The links labelled `word` on screen.
fn links(h: &Harness<'static, InkomoApp>, word: &str) -> usize {
    h.query_all_by_label(word)
        .filter(|n| n.accesskit_node().role() == Role::Link)
        .count()
}

/// Hovers the first link labelled `word` and checks that its meaning shows, then clicks it
/// and checks that the glossary opens at `key`.
fn follow(h: &mut Harness<'static, InkomoApp>, word: &str, key: &str) {
    assert!(links(h, word) > 0, "'{word}' is a link");
    // A person scrolls to the word first: the new-game dialog is taller than the window.
    h.query_all_by_label(word)
        .find(|n| n.accesskit_node().role() == Role::Link)
        .expect("a link")
        .scroll_to_me();
    h.run_steps(3);
    h.query_all_by_label(word)
        .find(|n| n.accesskit_node().role() == Role::Link)
        .expect("a link")
        .hover();
    // A tooltip waits for the pointer to rest.
    h.run_steps(40);
    let meaning = tr().s(&format!("glossary-{key}"));
    assert!(shows(h, &meaning), "hovering '{word}' shows '{meaning}'");
    assert!(!h.state().glossary_shown());
    let link = h
        .query_all_by_label(word)
        .find(|n| n.accesskit_node().role() == Role::Link)
        .expect("a link");
    link.click();
    h.step();
    h.run_steps(3);
    assert!(
        h.state().glossary_shown(),
        "a click on '{word}' opens the glossary"
    );
    assert_eq!(h.state().glossary_focus(), Some(key), "at '{word}'");
}

#[test]
fn a_word_on_a_picker_card_opens_the_glossary_at_it() {
    let mut h = harness(settings(Speed::Off));
    h.run_steps(2);
    // The sentence is one text, whole, though its word is a link of its own.
    let text = tr().s("picker-morris-text");
    assert!(text.contains("isibhamu"));
    assert!(shows(&h, &text), "'{text}' is one text");
    let summary = tr().s("summary-isizulu");
    assert!(summary.contains("ilobolo"));
    assert!(shows(&h, &summary), "the card's summary is one text");
    assert!(links(&h, "ilobolo") > 0, "the card's word is a link");
    // The section's heading names the family by its own word, a link too.
    let heading = tr().s("picker-morris-title");
    assert!(heading.starts_with("Umlabalaba"));
    assert!(shows(&h, &heading), "'{heading}' is one text");
    assert!(links(&h, "Umlabalaba") > 0, "the heading's word is a link");
    follow(&mut h, "isibhamu", "isibhamu");
}

#[test]
fn a_word_in_the_new_game_dialog_opens_the_glossary_at_it() {
    let mut h = harness(settings(Speed::Off));
    h.state_mut()
        .apply(Command::Window(WindowCommand::OpenNewGame(GameId::Isizulu)));
    h.run_steps(3);
    // An option's title and the summary, each one text with a link inside.
    let title = tr().s("option-count_ilobolo_as_capture");
    assert!(title.starts_with("Ilobolo"), "{title}");
    assert!(shows(&h, &title), "'{title}' is one text");
    assert!(shows(&h, &tr().s("summary-isizulu")));
    follow(&mut h, "Ilobolo", "ilobolo");
}

#[test]
fn a_word_in_a_prompt_is_a_link_and_the_prompt_one_text() {
    let mut h = harness_in_game(GameId::IsoloBoys, Speed::Off);
    let session = h.state().session().expect("a game");
    let player =
        inkomo::ui::board::describe::player_arg(&tr(), session.setup(), session.game().to_act());
    let prompt = tr().a("prompt-sow-overture", &[("player", player)]);
    assert!(shows(&h, &prompt), "the prompt '{prompt}' is one text");
    follow(&mut h, "ng'hana", "nghana");
}
