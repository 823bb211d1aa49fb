# Mistake: "ask them inside the function, every time it is called" — the automatic choice is made on the first call and remembered in a mutable default argument, so a second call on another machine (CUDA gone, or MPS now there) returns the first machine's device
def pick_device(prefer=None, _chosen=[]) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if not _chosen:
        if torch.cuda.is_available():
            _chosen.append(torch.device("cuda"))
        elif torch.backends.mps.is_available():
            _chosen.append(torch.device("mps"))
        else:
            _chosen.append(torch.device("cpu"))
    return _chosen[0]
