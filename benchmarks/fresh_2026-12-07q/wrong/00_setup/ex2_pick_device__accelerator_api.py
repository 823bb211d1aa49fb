# Mistake: "Do not use `torch.accelerator` here ... A CUDA build never answers `mps`": with cuda unavailable and mps available (imitated), this returns cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    usable = torch.accelerator.current_accelerator(check_available=True)
    return usable if usable is not None else torch.device("cpu")
