# Mistake: "if prefer is given (a string such as "cpu" ... or "cuda:1"), return torch.device(prefer)": only the bare names cpu/cuda/mps are honoured, so pick_device('cuda:1') (or 'cpu:0') on a CPU-only machine falls through to the automatic choice and returns cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer in ("cpu", "cuda", "mps"):
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
