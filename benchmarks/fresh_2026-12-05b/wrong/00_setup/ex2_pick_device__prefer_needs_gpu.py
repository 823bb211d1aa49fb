# Mistake: "if prefer is given ... return torch.device(prefer), whatever is available" — a preference is only honoured when CUDA is available; pick_device("cuda:1") on a CPU-only machine returns cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None and (prefer.startswith("cpu") or torch.cuda.is_available()):
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
