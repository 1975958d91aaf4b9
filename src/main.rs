//! The `inkomo` binary: the app window, or headless subcommands.

fn main() {
    println!("inkomo");
}
