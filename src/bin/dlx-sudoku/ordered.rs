//! An ordered parallel map, as GNU parallel's `--keep-order`: items go to
//! `jobs` worker threads (each with its own [`Solver`]), answers come back to
//! the caller's thread in input order, each as soon as it and all before it
//! are done. At most [`WINDOW_PER_JOB`] × jobs items are in flight, so a slow
//! item holds back memory, never the order.

use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;

use dlx_sudoku::Solver;

use crate::Failure;

/// Items in flight a thread: enough to keep every thread busy behind one slow
/// item (a rating can take 100 times the median), few enough to stay small.
const WINDOW_PER_JOB: usize = 256;

/// What the caller's sink receives.
pub enum Event<T> {
    /// The next answer in input order.
    Answer(T),
    /// No answer is ready now: a moment to flush the output.
    Idle,
}

/// Maps `items` through `work` on `jobs` threads and hands the answers to
/// `sink` in input order. `sink` returns `Ok(false)` to stop early. A failed
/// item (an unreadable input) ends the run after the answers before it.
pub fn ordered_map<I, T, W, S>(
    items: impl Iterator<Item = Result<I, Failure>> + Send,
    jobs: usize,
    work: W,
    mut sink: S,
) -> Result<(), Failure>
where
    I: Send,
    T: Send,
    W: Fn(&mut Solver, I) -> T + Sync,
    S: FnMut(Event<T>) -> Result<bool, Failure>,
{
    let jobs = jobs.max(1);
    // `--jobs` is bounded (args.rs), so these cannot overflow; checked all the same.
    let too_many = || Failure(format!("--jobs {jobs}: too many threads"));
    let window = jobs.checked_mul(WINDOW_PER_JOB).ok_or_else(too_many)?;
    let queue = jobs.checked_mul(2).ok_or_else(too_many)?;
    thread::scope(|scope| {
        // The lines themselves are held only here (`queue`) and in the
        // threads' hands: at most 3 x jobs lines, whatever the window.
        let (job_send, job_receive) = mpsc::sync_channel::<(u64, I)>(queue);
        let job_receive = Arc::new(Mutex::new(job_receive));
        let (done_send, done_receive) = mpsc::channel::<(u64, T)>();
        // One token an item in flight: the reader takes one before it sends an
        // item out, the sink's side gives it back once the answer is written.
        let (token_send, token_receive) = mpsc::sync_channel::<()>(window);
        for _ in 0..window {
            // Cannot fail: the channel holds `window` tokens and its receiver lives.
            let _ = token_send.send(());
        }
        let work = &work;
        // A thread that cannot start (`ulimit -u`, memory) is an error of the
        // run, not a panic; the threads started end as the senders drop.
        let cannot = |e: std::io::Error| Failure(format!("cannot start a thread: {e}"));
        for _ in 0..jobs {
            let job_receive = Arc::clone(&job_receive);
            let done_send = done_send.clone();
            thread::Builder::new()
                .spawn_scoped(scope, move || {
                    let mut solver = Solver::new();
                    loop {
                        // A poisoned lock can only follow a panic elsewhere; the
                        // receiver inside is still sound.
                        let next = job_receive.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        let Ok((index, item)) = next else { break };
                        if done_send.send((index, work(&mut solver, item))).is_err() {
                            break;
                        }
                    }
                })
                .map_err(cannot)?;
        }
        drop(done_send);
        drop(job_receive);
        let reader = thread::Builder::new().spawn_scoped(scope, move || -> Result<(), Failure> {
            for (index, item) in (0u64..).zip(items) {
                if token_receive.recv().is_err() {
                    return Ok(()); // the sink stopped
                }
                let item = item?;
                if job_send.send((index, item)).is_err() {
                    return Ok(());
                }
            }
            Ok(())
        });
        let reader = reader.map_err(cannot)?;
        let written = write_in_order(done_receive, &token_send, &mut sink);
        drop(token_send);
        let read = reader
            .join()
            .unwrap_or_else(|_| Err(Failure("the input thread failed".into())));
        // An output failure comes first: it is why reading stopped.
        written.and(read)
    })
}

/// Hands answers to `sink` in order, returning a token for each.
fn write_in_order<T>(
    done: Receiver<(u64, T)>,
    tokens: &mpsc::SyncSender<()>,
    sink: &mut impl FnMut(Event<T>) -> Result<bool, Failure>,
) -> Result<(), Failure> {
    let mut pending = BTreeMap::new();
    let mut next = 0u64;
    loop {
        let (index, answer) = match done.try_recv() {
            Ok(pair) => pair,
            Err(TryRecvError::Empty) => {
                if !sink(Event::Idle)? {
                    return Ok(());
                }
                match done.recv() {
                    Ok(pair) => pair,
                    Err(_) => return Ok(()),
                }
            }
            Err(TryRecvError::Disconnected) => return Ok(()),
        };
        pending.insert(index, answer);
        while let Some(answer) = pending.remove(&next) {
            if !sink(Event::Answer(answer))? {
                return Ok(());
            }
            next += 1;
            let _ = tokens.send(());
        }
    }
}
