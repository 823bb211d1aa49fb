# Mistake: "first call step() warmup times ..., untimed; then n_steps times, timed" — starts the clock before the warmup, so the slow first calls are included in the average
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is not None:
        sync()
    start = clock()
    for _ in range(warmup + n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / (warmup + n_steps)
