# Mistake: "first call step() warmup times (warmup may be 0)... warmup + n_steps calls in all" — always does at least one warmup call, so warmup=0 makes one call too many
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(1, warmup)):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
