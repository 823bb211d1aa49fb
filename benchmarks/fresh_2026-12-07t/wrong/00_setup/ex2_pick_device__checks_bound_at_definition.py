# Mistake: "ask them inside the function, every time it is called": the table holds the functions torch.cuda.is_available and torch.backends.mps.is_available as they were when the cell ran, so a machine imitated by swapping them out later is not seen (a machine with CUDA gets cpu here).
_CANDIDATES = [("cuda", torch.cuda.is_available), ("mps", torch.backends.mps.is_available)]


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, available in _CANDIDATES:
        if available():
            return torch.device(name)
    return torch.device("cpu")
