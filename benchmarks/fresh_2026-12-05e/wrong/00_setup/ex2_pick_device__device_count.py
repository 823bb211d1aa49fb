# Mistake: "otherwise `cuda` when `torch.cuda.is_available()`" — asks torch.cuda.device_count() instead, which counts what the driver lists (and is not what the machines being imitated answer), so a CUDA machine where it says 0 gets mps/cpu and an unusable GPU gets cuda.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.device_count() > 0:
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
