# Mistake: "returning a `torch.device` (not a string)" — returns the device name as a str
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return prefer
    if torch.cuda.is_available():
        return "cuda"
    if torch.backends.mps.is_available():
        return "mps"
    return "cpu"
