# Mistake: "when `sync` is `None` there is nothing to wait for, so do not call it" — falls back to `torch.cuda.synchronize` when `sync` is None and CUDA is present, so on a GPU machine a host-only step is timed with CUDA syncs the caller did not ask for.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is None and torch.cuda.is_available():
        sync = torch.cuda.synchronize
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
