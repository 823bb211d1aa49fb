# Mistake: "call it so that the clock starts only after the warmup's queued work has finished" — starts the clock right after the warmup calls, so the warmup's leftover device work is timed with the steps
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
