# Right: a table of (device type, where its availability check lives) walked in order; the check is looked up with getattr on each call, so the tests' swapped functions are the ones asked, and a torch.device preference is accepted as well as a string.
_PREFERENCE_ORDER = (("cuda", ("cuda",)), ("mps", ("backends", "mps")))


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return prefer if isinstance(prefer, torch.device) else torch.device(prefer)
    for kind, path in _PREFERENCE_ORDER:
        owner = torch
        for part in path:
            owner = getattr(owner, part)
        if owner.is_available():          # looked up now, not when the cell ran
            return torch.device(kind)
    return torch.device("cpu")
