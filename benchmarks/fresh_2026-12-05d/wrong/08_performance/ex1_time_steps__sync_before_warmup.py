# Mistake: "call it so that the clock starts only after the warmup's queued work has finished" — syncs before the warmup instead of after it, so on a queued device the warmup's kernels (often the slowest) are still running when the clock starts and get timed
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is not None:
        sync()  # start from an empty queue
    for _ in range(warmup):
        step()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
