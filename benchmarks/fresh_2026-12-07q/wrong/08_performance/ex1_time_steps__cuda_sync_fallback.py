# Mistake: "when `sync` is `None` there is nothing to wait for, so do not call it, nor any synchronisation of your own (`torch.cuda.synchronize()` included ...)": with sync=None it falls back to torch.cuda.synchronize() whenever CUDA is available.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is None and torch.cuda.is_available():
        sync = torch.cuda.synchronize
    for _ in range(warmup):
        step()
    if sync:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync:
        sync()
    return (clock() - start) / n_steps
