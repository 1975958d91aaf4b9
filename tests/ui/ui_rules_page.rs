//! The rules page: F1 in a game opens that game's page and Esc closes it; a picker card's
//! Rules button opens it; it replaces the glossary (and back); every option of the rule set
//! appears on its page; the side panel's Rules link opens the page at the effect's rule.

#![cfg(feature = "gui")]

use crate::ui_support;
use inkomo::ui::command::LearnCommand;

use crate::ui_support::{click, harness, harness_in_game, settings, shows};
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use inkomo::i18n::{Language, Tr, has_message};
use inkomo::rules::{GameId, Options};
use inkomo::rules_page::page;
use inkomo::ui::board::animation::Speed;

fn en() -> Tr {
    Tr::new(Language::En)
}

#[test]
fn f1_in_a_game_opens_its_rules_page_and_esc_closes_it() {
    for game in [GameId::Isizulu, GameId::Igisoro] {
        let mut h = harness_in_game(game, Speed::Off);
        assert!(h.state().rules_shown().is_none());
        h.key_press(Key::F1);
        h.run_steps(3);
        let shown = h.state().rules_shown().map(|r| r.game);
        assert_eq!(shown, Some(game));
        let title = en().s(&format!("rule-{}-title", page(game).play[0].rule));
        assert!(shows(&h, &format!("1. {title}")), "{title}");
        h.key_press(Key::Escape);
        h.run_steps(3);
        assert!(h.state().rules_shown().is_none());
        // F1 toggles it too.
        h.key_press(Key::F1);
        h.run_steps(3);
        h.key_press(Key::F1);
        h.run_steps(3);
        assert!(h.state().rules_shown().is_none());
    }
}

#[test]
fn the_picker_rules_button_opens_the_page_and_the_glossary_replaces_it() {
    let mut h = harness(settings(Speed::Off));
    click(&mut h, "Rules of Isisuthu");
    assert_eq!(
        h.state().rules_shown().map(|r| r.game),
        Some(GameId::Isisuthu)
    );
    click(&mut h, "Words of the games");
    assert!(h.state().rules_shown().is_none());
    assert!(h.state().glossary_shown());
    click(&mut h, "Rules of Igisoro");
    assert_eq!(
        h.state().rules_shown().map(|r| r.game),
        Some(GameId::Igisoro)
    );
    assert!(!h.state().glossary_shown());
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(h.state().rules_shown().is_none() && !h.state().glossary_shown());
}

#[test]
fn every_option_of_a_rule_set_appears_on_its_page_with_its_default() {
    let tr = en();
    for game in GameId::ALL {
        let mut h = harness(settings(Speed::Off));
        h.state_mut().open_rules(game, None);
        h.run_steps(3);
        for spec in Options::specs(game) {
            let title = tr.s(&format!("option-{}", spec.name));
            assert!(shows(&h, &title), "{}: {title}", game.as_str());
            let default = tr.s(&format!("value-{}-{}", spec.name, spec.default_value()));
            let line = tr.a("rulespage-default", &[("value", default.into())]);
            assert!(shows(&h, &line), "{}: {line}", game.as_str());
        }
    }
}

#[test]
fn a_section_asked_for_is_scrolled_into_view() {
    let mut h = harness(settings(Speed::Off));
    h.state_mut()
        .open_rules(GameId::Isizulu, Some("option-three_v_three_limit"));
    h.run_steps(4);
    let title = en().s("option-three_v_three_limit");
    let rect = h.get_by_label(&title).rect();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::Vec2::from(ui_support::SIZE));
    assert!(screen.contains_rect(rect), "{rect:?}");
}

#[test]
fn every_lesson_a_page_links_has_a_title() {
    for game in GameId::ALL {
        for section in page(game).sections() {
            for lesson in section.lessons {
                assert!(has_message(&format!("lesson-{lesson}-title")), "{lesson}");
            }
        }
    }
}

#[test]
fn the_side_panel_links_the_rule_explained_to_its_section() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let g = ui_support::game(&h);
    click(
        &mut h,
        &ui_support::point_label(
            &g,
            ui_support::pt(0),
            inkomo::ui::board::session::TokenColour::Dark,
        ),
    );
    click(&mut h, "Rules");
    let section = h.state().rules_shown().and_then(|r| r.section.clone());
    assert_eq!(section.as_deref(), Some("rule-placement"));
}

#[test]
fn a_glossary_word_on_a_rules_page_is_a_link_to_its_entry() {
    let is_link = |n: &egui_kittest::Node<'_>| n.accesskit_node().role() == Role::Link;
    let mut h = harness(settings(Speed::Off));
    click(&mut h, "Rules of Igisoro");
    // The page names ndahise several times, each a link.
    let links = h.query_all_by_label("ndahise").filter(is_link).count();
    assert!(
        links >= 2,
        "ndahise is a link on the Igisoro page ({links})"
    );
    h.query_all_by_label("ndahise")
        .find(is_link)
        .expect("a ndahise link")
        .scroll_to_me();
    h.run_steps(3);
    h.query_all_by_label("ndahise")
        .find(is_link)
        .expect("a ndahise link")
        .click();
    h.run_steps(4);
    assert!(h.state().glossary_shown(), "the link opens the glossary");
    assert!(h.state().rules_shown().is_none(), "windows never stack");
    assert_eq!(h.state().glossary_focus(), Some("ndahise"));
    let meaning = en().s("glossary-ndahise");
    assert!(shows(&h, &meaning), "{meaning}");
}

#[test]
fn the_settings_glossary_and_rules_windows_never_stack() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let open = |h: &egui_kittest::Harness<'static, inkomo::ui::InkomoApp>| {
        let s = h.state();
        (
            s.settings_shown(),
            s.glossary_shown(),
            s.rules_shown().is_some(),
        )
    };
    click(&mut h, "Settings");
    assert_eq!(open(&h), (true, false, false));
    // F1 opens the rules in the settings' place; the settings do not open over them.
    h.key_press(Key::F1);
    h.run_steps(3);
    assert_eq!(open(&h), (false, false, true));
    click(&mut h, "Settings");
    assert_eq!(open(&h), (true, false, false));
    // Esc closes the settings too.
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert_eq!(open(&h), (false, false, false));
    click(&mut h, "Help");
    click(&mut h, "Glossary");
    assert_eq!(open(&h), (false, true, false));
    click(&mut h, "Settings");
    assert_eq!(open(&h), (true, false, false));
    h.key_press(Key::F1);
    h.run_steps(3);
    assert_eq!(open(&h), (false, false, true));
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert_eq!(open(&h), (false, false, false));
}

#[test]
fn the_side_panel_links_the_rule_explained_to_its_lesson() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    let g = ui_support::game(&h);
    click(
        &mut h,
        &ui_support::point_label(
            &g,
            ui_support::pt(0),
            inkomo::ui::board::session::TokenColour::Dark,
        ),
    );
    // Placing is taught by the first Isizulu lesson, as the rules page says.
    let lessons = inkomo::rules_page::lessons_of(GameId::Isizulu, "placement");
    assert_eq!(lessons, ["isizulu-01-placing"]);
    let title = en().s("lesson-isizulu-01-placing-title");
    // The explanation keeps one height and scrolls inside: scrolled to the link, as a
    // person would.
    let link = format!("Lesson: {title}");
    h.get_by_label(&link).scroll_to_me();
    h.run_steps(3);
    click(&mut h, &link);
    let open = h
        .state()
        .learn()
        .lesson
        .as_ref()
        .map(|l| l.run().lesson().id.clone());
    assert_eq!(open.as_deref(), Some("isizulu-01-placing"));
    assert!(matches!(
        h.state().screen(),
        inkomo::ui::app::Screen::Lesson
    ));
}

/// The rect of the window titled `title`.
fn window_rect(
    h: &egui_kittest::Harness<'static, inkomo::ui::InkomoApp>,
    title: &str,
) -> egui::Rect {
    h.query_all_by_label(title)
        .find(|n| n.accesskit_node().role() == Role::Window)
        .unwrap_or_else(|| panic!("no window '{title}'"))
        .rect()
}

/// Whether the label `text` is drawn inside the window titled `title`, in full.
fn in_window(
    h: &egui_kittest::Harness<'static, inkomo::ui::InkomoApp>,
    title: &str,
    text: &str,
) -> bool {
    let window = window_rect(h, title);
    h.query_all_by_label(text)
        .any(|n| window.contains_rect(n.rect()))
}

fn rules_title(game: GameId) -> String {
    let tr = en();
    let name = inkomo::ui::board::describe::game_name(&tr, game.as_str());
    tr.a("rulespage-title", &[("game", name.into())])
}

fn first_rule(game: GameId) -> String {
    let title = en().s(&format!("rule-{}-title", page(game).play[0].rule));
    format!("1. {title}")
}

#[test]
fn a_rules_page_opens_at_its_top_however_it_was_left() {
    let mut h = harness(settings(Speed::Off));
    // Left at its bottom: at an option's block far down the page.
    h.state_mut()
        .open_rules(GameId::Isizulu, Some("option-three_v_three_limit"));
    h.run_steps(4);
    let title = rules_title(GameId::Isizulu);
    assert!(!in_window(&h, &title, &first_rule(GameId::Isizulu)));
    h.key_press(Key::Escape);
    h.run_steps(3);
    h.state_mut().open_rules(GameId::Isizulu, None);
    h.run_steps(4);
    assert!(
        in_window(&h, &title, &first_rule(GameId::Isizulu)),
        "reopened, the page shows its first rule"
    );
}

#[test]
fn a_rules_page_opens_at_the_rule_linked() {
    let mut h = harness(settings(Speed::Off));
    h.state_mut()
        .open_rules(GameId::Igisoro, Some("rule-cannot_move"));
    h.run_steps(4);
    let title = rules_title(GameId::Igisoro);
    let rule = en().s("rule-cannot_move-title");
    // The first (and only) rule of "How to win".
    assert!(in_window(&h, &title, &format!("1. {rule}")), "{rule}");
    assert!(!in_window(&h, &title, &first_rule(GameId::Igisoro)));
}

#[test]
fn two_games_pages_do_not_share_their_scroll_position() {
    let mut h = harness(settings(Speed::Off));
    h.state_mut()
        .open_rules(GameId::Isizulu, Some("option-three_v_three_limit"));
    h.run_steps(4);
    // Another game's page, opened from the first one's bottom, starts at its own top.
    h.state_mut().open_rules(GameId::Isisuthu, None);
    h.run_steps(4);
    let title = rules_title(GameId::Isisuthu);
    assert!(in_window(&h, &title, &first_rule(GameId::Isisuthu)));
}

#[test]
fn the_rules_window_opens_at_a_readable_size_left_of_the_side_panel() {
    let mut h = harness_in_game(GameId::Isizulu, Speed::Off);
    h.key_press(Key::F1);
    h.run_steps(4);
    let rect = window_rect(&h, &rules_title(GameId::Isizulu));
    assert!(rect.width() >= 520.0, "{rect:?}");
    assert!(rect.height() >= 600.0, "{rect:?}");
    // The side panel (whose rule explanation links here) stays clear.
    let panel = h
        .query_all_by_label(&en().s("panel-rules-title"))
        .next()
        .expect("the side panel")
        .rect();
    assert!(!rect.intersects(panel), "{rect:?} over {panel:?}");
}

#[test]
fn f1_in_a_lesson_opens_the_glossary_at_its_top_beside_the_lesson_text() {
    let mut app = inkomo::ui::InkomoApp::new(settings(Speed::Off));
    app.apply(inkomo::ui::command::Command::Learn(LearnCommand::Open(
        "isolo-women-01-sowing".to_string(),
    )));
    let mut h = ui_support::harness_of(app);
    let step = h
        .state()
        .learn()
        .lesson
        .as_ref()
        .expect("the lesson is open")
        .run()
        .step()
        .text
        .clone();
    let text = en().s(&step);
    let glossary = en().s("glossary-title");
    for _ in 0..2 {
        h.key_press(Key::F1);
        h.run_steps(4);
        assert!(h.state().glossary_shown());
        let window = window_rect(&h, &glossary);
        let lesson = h.get_by_label(&text).rect();
        assert!(
            !window.intersects(lesson),
            "{window:?} over the lesson text {lesson:?}"
        );
        // At its top: the first word of the glossary is in view.
        assert!(in_window(&h, &glossary, &en().s("glossary-family-morris")));
        // Scrolled to its end, closed, it opens at its top again.
        h.query_all_by_label(&en().s("glossary-keys-title"))
            .next()
            .expect("the keys section")
            .scroll_to_me();
        h.run_steps(3);
        h.key_press(Key::F1);
        h.run_steps(3);
        assert!(!h.state().glossary_shown());
    }
}
