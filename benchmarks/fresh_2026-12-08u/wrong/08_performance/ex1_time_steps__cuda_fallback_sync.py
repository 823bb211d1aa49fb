# Mistake: "when `sync` is `None` ... do not call it, nor any synchronisation of your own (`torch.cuda.synchronize()` included: the caller chose not to wait)" — falls back to torch.cuda.synchronize when CUDA is available; identical on a CPU, but on a GPU machine it synchronises although sync=None.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is None and torch.cuda.is_available():
        sync = torch.cuda.synchronize         # be safe on a GPU
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
