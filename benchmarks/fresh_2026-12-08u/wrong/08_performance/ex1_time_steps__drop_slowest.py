# Mistake: "the mean: the time they took together, divided by `n_steps`" — drops the slowest timed call as an "interrupted" outlier (rule 2 of section 1 read too freely) and averages the rest; right when all steps take 5 ms, wrong whenever the timed steps differ (n_steps >= 2).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    stamps = [clock()]
    for _ in range(n_steps):
        step()
        if sync is not None:
            sync()
        stamps.append(clock())
    durations = [b - a for a, b in zip(stamps, stamps[1:])]
    if len(durations) > 2:
        durations.remove(max(durations))      # one preempted call should not decide the mean
    return sum(durations) / len(durations)
