# Mistake: "first call step() warmup times (warmup may be 0), untimed; ... warmup + n_steps calls in all": the warmup loop runs max(warmup, 1) times, so warmup=0 still makes one untimed call (1 + n_steps calls, and the slow first call is never timed).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):            # one-off costs must never be timed
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
