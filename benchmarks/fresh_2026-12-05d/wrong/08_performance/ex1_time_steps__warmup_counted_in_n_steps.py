# Mistake: "first call `step()` `warmup` times ..., untimed; then `n_steps` times, timed" — counts the warmup inside n_steps (range(n_steps - warmup) timed calls) so only warmup + (n_steps - warmup) calls are made and the divisor is wrong; n_steps=1 with warmup=1 times nothing
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    timed = max(n_steps - warmup, 1)
    for _ in range(timed):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / timed
