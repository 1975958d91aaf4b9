//! How the app's process hands memory back to the system between frames.
//!
//! A frame's meshes take a few hundred kilobytes, built anew every frame. With the C
//! library's defaults (glibc on Linux) the heap shrinks back when they are freed and grows
//! again in the next frame, and the fresh pages fault in one by one: measured on a 100-move
//! Isizulu game at 1280×800, tessellation took 0.74 ms a frame that way and 0.18 ms once the
//! heap keeps a pad (docs/measurements/ui-frame-2026-12-02.txt).

/// What the heap keeps beyond its top when it grows or shrinks: room for a frame's meshes.
pub const TOP_PAD: i32 = 16 << 20;

/// Asks the C library's allocator to keep [`TOP_PAD`] bytes at the top of the heap, so a
/// frame reuses the pages the last one freed. A no-op where the allocator is not glibc's;
/// should the call be refused, the defaults stay (slower frames, nothing else).
pub fn keep_frame_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only sets a tuning parameter of the allocator; it takes two plain
        // integers and touches no memory of ours.
        let _ = unsafe { libc::mallopt(libc::M_TOP_PAD, TOP_PAD) };
    }
}
