# Mistake: "Do not use `torch.accelerator` here ... A CUDA build never answers `mps`" -- on a CUDA build with mps available and CUDA not, this returns cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    acc = torch.accelerator.current_accelerator(check_available=True)
    return torch.device(acc.type) if acc is not None else torch.device("cpu")
