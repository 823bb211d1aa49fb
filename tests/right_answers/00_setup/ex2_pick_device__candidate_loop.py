# Approach: a loop over (name, availability check) pairs, looked up at each call.
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return torch.device(prefer)
    for name, available in (("cuda", torch.cuda.is_available),
                            ("mps", torch.backends.mps.is_available)):
        if available():
            return torch.device(name)
    return torch.device("cpu")
