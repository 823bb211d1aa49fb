# Mistake: "so ask them inside the function, every time it is called" — the two availability functions are looked up once, when the cell runs, and kept in a table; the tests swap torch.cuda.is_available / torch.backends.mps.is_available afterwards, so the function keeps asking the real machine (cpu here, whatever machine is imitated).
_CANDIDATES = [("cuda", torch.cuda.is_available), ("mps", torch.backends.mps.is_available)]


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, available in _CANDIDATES:
        if available():
            return torch.device(name)
    return torch.device("cpu")
