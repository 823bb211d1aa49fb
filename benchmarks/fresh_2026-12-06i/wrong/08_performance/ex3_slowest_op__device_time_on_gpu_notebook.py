# Mistake: "a caller whose notebook runs on an accelerator ...: the result as the reference's (the notebook's device changes nothing: use the arguments')" / "the largest **self** CPU time" — ranks by self device time when run.device is a GPU (as section 4 advises for GPU profiles); for a CPU profile every device time is 0 and the first entry wins.
def slowest_op(prof):
    attr = "self_device_time_total" if run.device.type == "cuda" else "self_cpu_time_total"
    top = max(prof.key_averages(), key=lambda e: getattr(e, attr))
    return (top.key, getattr(top, attr) / 1000)
