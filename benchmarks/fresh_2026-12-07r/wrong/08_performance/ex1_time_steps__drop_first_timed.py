# Mistake: "then n_steps times, timed ... the mean: the time they took together, divided by n_steps": timing each step and discarding the first timed one as a second warmup (when n_steps > 1) averages over n_steps - 1 calls, so a slow first timed call is left out.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    times = []
    for _ in range(n_steps):
        t = clock()
        step()
        if sync is not None:
            sync()
        times.append(clock() - t)
    kept = times[1:] if len(times) > 1 else times
    return sum(kept) / len(kept)
