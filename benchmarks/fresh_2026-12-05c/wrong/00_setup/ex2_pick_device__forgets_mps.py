# Mistake: "otherwise `cuda` when `torch.cuda.is_available()`, else `mps` when `torch.backends.mps.is_available()`, else `cpu`" — the common one-liner skips MPS, so an Apple-silicon machine gets cpu
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return torch.device(prefer)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")
