# Mistake: "else mps when torch.backends.mps.is_available()" — it also requires torch.backends.mps.is_built() ("extra safety"), which the tests do not swap out; on a build without MPS (Linux, where grading runs) a machine imitated with MPS available gets cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built() and torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
