//! The desktop app (placeholder until the app work lands).

/// Opens the app window and runs until it is closed.
pub fn run() -> Result<(), String> {
    let options = eframe::NativeOptions::default();
    eframe::run_ui_native("Inkomo", options, |ui, _frame| {
        egui::CentralPanel::default().show_inside(ui, |ui| {
            ui.heading("Inkomo");
        });
    })
    .map_err(|e| e.to_string())
}
