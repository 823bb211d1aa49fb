# Mistake: "if prefer is given (a string such as "cpu" ..., or "cuda:1"), return torch.device(prefer)" — it keeps only the device type of the preference (split at ':'), so 'cuda:1' comes back as torch.device('cuda'), the wrong GPU.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        kind = prefer.split(":")[0]
        return torch.device(kind)
    for kind, available in (("cuda", torch.cuda.is_available()),
                            ("mps", torch.backends.mps.is_available())):
        if available:
            return torch.device(kind)
    return torch.device("cpu")
