# Mistake: "when `sync` is `None` there is nothing to wait for, so do not call it" (and the timer must be driven by the given sync) -- falls back to torch.cuda.synchronize when sync is None, and ignores a given sync on a CUDA machine.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if torch.cuda.is_available():
        sync = torch.cuda.synchronize
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    begin = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - begin) / n_steps
