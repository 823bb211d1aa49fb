# Mistake: "first call step() warmup times (warmup may be 0) ... warmup + n_steps calls in all" — always warms up at least once (max(warmup, 1)), so warmup=0 makes n_steps + 1 calls.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
