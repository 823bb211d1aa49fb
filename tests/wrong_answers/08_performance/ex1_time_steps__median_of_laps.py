# Diagnosis: domain-wrong-result
# Pitfall: the median of per-step laps: steps of unequal duration are not averaged (the prompt asks for the average).
import statistics
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync or (lambda: None)
    for _ in range(warmup):
        step()
    wait()
    laps = []
    for _ in range(n_steps):
        t = clock()
        step()
        wait()
        laps.append(clock() - t)
    return statistics.median(laps)
