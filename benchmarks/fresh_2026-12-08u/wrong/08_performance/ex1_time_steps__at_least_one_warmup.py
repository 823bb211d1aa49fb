# Mistake: "`warmup` may be 0 ... `warmup + n_steps` calls in all" — always makes at least one untimed warmup call, so warmup=0 calls step() n_steps + 1 times (and skips timing the first, slow call the caller asked to time).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):          # the first call always pays one-off costs
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
