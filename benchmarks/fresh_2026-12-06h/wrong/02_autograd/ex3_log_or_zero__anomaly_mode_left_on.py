# Mistake: "the inputs come back unchanged and global state as found" — it switches anomaly detection on with torch.autograd.set_detect_anomaly(True) to guarantee no NaN slips through its backward, and leaves it on: every later backward of the caller runs in the slow anomaly mode.
def log_or_zero(x):
    torch.autograd.set_detect_anomaly(True)                  # any NaN in backward would now raise
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, safe.log(), torch.zeros_like(x))
