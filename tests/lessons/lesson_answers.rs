//! What the lessons accept: the committed answer table (`docs/lessons/answers.txt`) is the one
//! the lesson model gives now, and the answers a lesson's text rules in or out
//! (`tests/data/lesson_answers/mended_goals.txt`) pass or fail as the text says.

use std::path::PathBuf;

use inkomo::lesson::run::StepResult;
use inkomo::lesson::{Lesson, LessonRun, catalogue};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn lessons() -> Vec<Lesson> {
    catalogue::load_all(None)
        .into_iter()
        .map(|r| r.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

/// The table as `inkomo lesson answers` prints it must equal the committed file. To accept a
/// change (after reading it), regenerate:
/// `cargo run -- lesson answers > docs/lessons/answers.txt`.
#[cfg(feature = "gui")]
#[test]
fn the_committed_answer_table_is_what_the_lessons_do() {
    use inkomo::lesson::{answers, cli};
    let now = answers::table(&lessons(), &cli::english);
    let path = root().join("docs/lessons/answers.txt");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if now != committed {
        let line = now
            .lines()
            .zip(committed.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| now.lines().count().min(committed.lines().count()));
        panic!(
            "docs/lessons/answers.txt is out of date (first difference at line {}):\n  now:       {}\n  committed: {}\nRead the change, then regenerate: cargo run -- lesson answers > docs/lessons/answers.txt",
            line + 1,
            now.lines().nth(line).unwrap_or("(end)"),
            committed.lines().nth(line).unwrap_or("(end)")
        );
    }
}

/// One case of `mended_goals.txt`.
struct Case {
    lesson: String,
    step: String,
    answer: Vec<String>,
    pass: bool,
    line: usize,
}

fn cases() -> Vec<Case> {
    let text =
        std::fs::read_to_string(root().join("tests/data/lesson_answers/mended_goals.txt")).unwrap();
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (left, verdict) = line
            .split_once("=>")
            .unwrap_or_else(|| panic!("line {}: no '=>'", n + 1));
        let mut words = left.split_whitespace().map(str::to_string);
        let lesson = words.next().unwrap();
        let step = words.next().unwrap();
        let answer: Vec<String> = words.collect();
        assert!(!answer.is_empty(), "line {}: no answer", n + 1);
        let pass = match verdict.trim() {
            "pass" => true,
            "wrong" => false,
            other => panic!("line {}: '{other}' is neither pass nor wrong", n + 1),
        };
        out.push(Case {
            lesson,
            step,
            answer,
            pass,
            line: n + 1,
        });
    }
    out
}

#[test]
fn answers_pass_or_fail_as_the_lesson_text_says() {
    let lessons = lessons();
    let cases = cases();
    assert!(cases.len() >= 8, "only {} cases", cases.len());
    for case in cases {
        let place = format!("mended_goals.txt line {}", case.line);
        let lesson = lessons
            .iter()
            .find(|l| l.id == case.lesson)
            .unwrap_or_else(|| panic!("{place}: no lesson {}", case.lesson));
        let text = format!("lesson-{}-{}", lesson.id, case.step);
        let index = lesson
            .steps
            .iter()
            .position(|s| s.text == text)
            .unwrap_or_else(|| panic!("{place}: no step {text}"));
        let mut run = LessonRun::new(lesson.clone());
        assert!(run.goto(index));
        let mut last = None;
        for word in &case.answer {
            let action = run
                .game()
                .parse_action(word)
                .unwrap_or_else(|e| panic!("{place}: {e}"));
            let response = run
                .submit(action)
                .unwrap_or_else(|e| panic!("{place}: '{word}': {e}"));
            last = Some(response.result);
        }
        match (last, case.pass) {
            (Some(StepResult::Passed { .. }), true) | (Some(StepResult::Wrong { .. }), false) => {}
            (other, _) => panic!(
                "{place}: {} {}: expected {}, got {other:?}",
                case.lesson,
                case.answer.join(" "),
                if case.pass { "pass" } else { "wrong" }
            ),
        }
    }
}

/// A question marks what it is about (the line just made), never a right answer: a ring on an
/// answer token before the learner answers gives the question away.
#[test]
fn no_question_marks_its_answer() {
    use inkomo::lesson::StepKind;
    let mut removal_quizzes = 0;
    for lesson in lessons() {
        for step in &lesson.steps {
            let StepKind::Quiz(q) = &step.kind else {
                continue;
            };
            assert_eq!(step.marks(), q.marks.as_slice());
            for mark in &q.marks {
                assert!(
                    !q.key.right.contains(mark),
                    "{} step {}: the mark {mark} is a right answer",
                    lesson.id,
                    step.number
                );
            }
            if q.quiz == inkomo::lesson::Quiz::Removable {
                removal_quizzes += 1;
                assert_eq!(
                    q.marks.len(),
                    3,
                    "{}: the line just made is marked",
                    lesson.id
                );
            }
        }
    }
    assert_eq!(removal_quizzes, 2);
}
