# Right: walks an ordered table of (name, probe) pairs, looking the probes up by attribute at call time (so swapped functions are seen), and returns cuda as 'cuda:0'.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, owner, attr in (("cuda:0", torch.cuda, "is_available"),
                              ("mps", torch.backends.mps, "is_available")):
        if getattr(owner, attr)():
            return torch.device(name)
    return torch.device("cpu")
