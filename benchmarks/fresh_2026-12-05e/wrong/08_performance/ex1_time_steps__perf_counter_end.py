# Mistake: "read the time only through `clock()`" — the end time is read from time.perf_counter() directly, so with the simulated clock the difference mixes two unrelated clocks (garbage, often huge or negative)
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    t1 = time.perf_counter()
    return (t1 - t0) / n_steps
