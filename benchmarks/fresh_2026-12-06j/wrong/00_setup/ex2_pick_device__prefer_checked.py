# Mistake: "if prefer is given ... return torch.device(prefer), whatever is available": the preference is honoured only when its device type is available, so pick_device('cuda') on a CPU-only machine (or 'mps' without MPS) returns cpu instead of cuda.
def pick_device(prefer=None) -> torch.device:
    available = {"cpu": True, "cuda": torch.cuda.is_available(), "mps": torch.backends.mps.is_available()}
    if prefer is not None and available.get(torch.device(prefer).type, False):
        return torch.device(prefer)
    if available["cuda"]:
        return torch.device("cuda")
    if available["mps"]:
        return torch.device("mps")
    return torch.device("cpu")
