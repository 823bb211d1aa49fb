# Mistake: "return `torch.device(prefer)`" — the preference is reduced to its device type, so 'cuda:1' comes back as cuda (GPU 0) and 'cpu:0' as cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer.split(":")[0])
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
