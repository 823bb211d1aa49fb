# Right: a table of candidates whose checks are looked up through lambdas, so each call asks the functions torch has at that moment.
_CANDIDATES = (
    ("cuda", lambda: torch.cuda.is_available()),
    ("mps", lambda: torch.backends.mps.is_available()),
)


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    name = next((name for name, available in _CANDIDATES if available()), "cpu")
    return torch.device(name)
