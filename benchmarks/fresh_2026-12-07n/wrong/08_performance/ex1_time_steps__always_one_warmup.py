# Mistake: "first call step() warmup times (warmup may be 0) ...: warmup + n_steps calls in all": the warmup loop runs max(1, warmup) times, so with warmup=0 step() is called n_steps + 1 times (and the first call's one-off cost, which warmup=0 asks to time, is left out).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(1, warmup)):          # always warm up at least once
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
