//! A computation on a thread of its own, looked at without waiting: the machinery under the
//! computer's [`super::Worker`] and the app's other slow work (a balanced opening).
//!
//! The computation gets a cancel flag; dropping the [`Task`] raises it, and a computation
//! that ends after that sends nothing. Nothing here ever waits for the thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread;

/// The stack of a task's thread: the searches recurse deeply.
const STACK_SIZE: usize = 8 << 20;

/// Where a task stands.
#[derive(Debug, PartialEq, Eq)]
pub enum TaskPoll<T> {
    /// Its answer (given once).
    Ready(T),
    /// Still working.
    Running,
    /// The thread ended without an answer (it was cancelled, or it panicked).
    Ended,
}

/// A computation running on a thread of its own.
pub struct Task<T> {
    cancel: Arc<AtomicBool>,
    answer: Receiver<T>,
}

impl<T> std::fmt::Debug for Task<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Task")
            .field("cancelled", &self.cancel.load(Ordering::Relaxed))
            .finish()
    }
}

impl<T: Send + 'static> Task<T> {
    /// Starts `work` on a new thread named `name`; `work` may look at the flag it is given to
    /// stop early once the task is dropped. Fails only if the system cannot start a thread.
    pub fn spawn<F>(name: &str, work: F) -> std::io::Result<Task<T>>
    where
        F: FnOnce(&AtomicBool) -> T + Send + 'static,
    {
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let flag = Arc::clone(&cancel);
        thread::Builder::new()
            .name(name.into())
            .stack_size(STACK_SIZE)
            .spawn(move || {
                let answer = work(&flag);
                if !flag.load(Ordering::Relaxed) {
                    // The receiver may be gone (superseded): nothing to do then.
                    let _ = tx.send(answer);
                }
            })?;
        Ok(Task { cancel, answer: rx })
    }

    /// The answer if it has arrived. Never blocks.
    pub fn poll(&self) -> TaskPoll<T> {
        match self.answer.try_recv() {
            Ok(answer) => TaskPoll::Ready(answer),
            Err(TryRecvError::Empty) => TaskPoll::Running,
            Err(TryRecvError::Disconnected) => TaskPoll::Ended,
        }
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait<T: Send + 'static>(task: &Task<T>) -> TaskPoll<T> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match task.poll() {
                TaskPoll::Running if Instant::now() < deadline => {
                    thread::sleep(Duration::from_millis(2))
                }
                other => return other,
            }
        }
    }

    #[test]
    fn a_task_gives_its_answer_once() {
        let task = Task::spawn("test", |_| 6 * 7).unwrap();
        assert_eq!(wait(&task), TaskPoll::Ready(42));
        assert_eq!(task.poll(), TaskPoll::Ended);
    }

    #[test]
    fn a_dropped_task_raises_its_flag() {
        let (tx, rx) = channel();
        let task = Task::spawn("test", move |flag: &AtomicBool| {
            while !flag.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(1));
            }
            let _ = tx.send(());
        })
        .unwrap();
        drop(task);
        assert!(rx.recv_timeout(Duration::from_secs(20)).is_ok());
    }
}
