# Mistake: "first call step() warmup times (warmup may be 0) ...: warmup + n_steps calls in all": the warmup loop runs max(warmup, 1) times, so with warmup=0 step() is called n_steps + 1 times (and a step the caller wanted timed is not).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):         # always warm up at least once
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
