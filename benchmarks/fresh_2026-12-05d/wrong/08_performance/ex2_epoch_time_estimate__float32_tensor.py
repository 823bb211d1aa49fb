# Mistake: "returning the estimated seconds for one epoch" (a number equal to steps x step_seconds) — computes with a float32 tensor and returns it: float32 rounding of step_seconds (e.g. 0.013) is off by ~1e-8 relative, and the result is a 0-d tensor, not a Python number
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    n = torch.tensor(n_samples, dtype=torch.float32)
    steps = torch.floor(n / batch_size) if drop_last else torch.ceil(n / batch_size)
    return steps * step_seconds
