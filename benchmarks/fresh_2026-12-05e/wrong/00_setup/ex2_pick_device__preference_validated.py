# Mistake: "if `prefer` is given ..., return `torch.device(prefer)`, whatever is available" — a preference for a device that is not available is silently replaced by the automatic choice ('cuda:1' on a CPU machine gives cpu).
def pick_device(prefer=None) -> torch.device:
    available = {"cpu": True, "cuda": torch.cuda.is_available(), "mps": torch.backends.mps.is_available()}
    if prefer is not None and available.get(torch.device(prefer).type, False):
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
