# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU): the result is the one a notebook on the CPU gets ... never from `run.device`" and "the largest **self** CPU time" — follows section 4's GPU advice and ranks by self device time when run.device is CUDA; right on a CPU notebook only.
def slowest_op(prof):
    attr = "self_device_time_total" if run.device.type == "cuda" else "self_cpu_time_total"
    top = max(prof.key_averages(), key=lambda e: getattr(e, attr))
    return (top.key, getattr(top, attr) / 1000)
