# Right: reads the clock after every timed step (no sync in between) and sums the laps, a telescoping sum equal to end - start; the final lap is read only after sync.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    previous = clock()
    total = 0.0
    for i in range(n_steps):
        step()
        if i == n_steps - 1 and sync is not None:
            sync()
        now = clock()
        total += now - previous
        previous = now
    return total / n_steps
