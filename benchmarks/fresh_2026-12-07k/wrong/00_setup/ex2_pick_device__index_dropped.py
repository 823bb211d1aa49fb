# Mistake: "if `prefer` is given (... or `"cuda:1"`), return `torch.device(prefer)`" -- keeps only the device type of the preference, so 'cuda:1' comes back as cuda and 'cpu:0' as cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        kind = prefer.split(":")[0]          # "cuda:1" -> "cuda"
        return torch.device(kind)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
