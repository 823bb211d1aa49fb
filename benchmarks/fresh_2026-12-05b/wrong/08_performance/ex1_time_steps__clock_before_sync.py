# Mistake: "call it so that the clock starts only after the warmup's queued work has finished" -- reads the start time before syncing, so the warmup's leftover work is timed.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    start = clock()
    if sync is not None:
        sync()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    stop = clock()
    return (stop - start) / n_steps
