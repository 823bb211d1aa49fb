# Mistake: "returning the average number of seconds per call" (compared with the simulated seconds per timed call) — rounds the result to whole microseconds, so a step of e.g. 0.7503 ms comes back as 0.00075 s, off by 4e-4 relative.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return round((clock() - start) / n_steps, 6)
