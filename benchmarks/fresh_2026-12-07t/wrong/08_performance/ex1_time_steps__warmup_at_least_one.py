# Mistake: "`warmup` may be 0 ... `warmup + n_steps` calls in all": the timer always runs at least one warmup call, so with warmup=0 it calls step() n_steps + 1 times and times later (faster) calls than the first n_steps.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):   # always warm up at least once: first calls are slow
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
