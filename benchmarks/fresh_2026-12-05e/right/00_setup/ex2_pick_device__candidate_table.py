# Right: a table of (name, availability function) looked up at call time (the functions are fetched from the modules inside the call, so swapped ones are used), CUDA first; the preference goes through torch.device unchanged.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = [
        ("cuda", lambda: torch.cuda.is_available()),
        ("mps", lambda: torch.backends.mps.is_available()),
    ]
    chosen = next((name for name, usable in candidates if usable()), "cpu")
    return torch.device(chosen)
