# Mistake: "read the time only through `clock()`" -- reads time.perf_counter() directly, so the injected (simulated) clock is ignored.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync:
        sync()
    t0 = time.perf_counter()
    for _ in range(n_steps):
        step()
    if sync:
        sync()
    return (time.perf_counter() - t0) / n_steps
