# Mistake: "return `torch.device(prefer)`" (e.g. `"cuda:1"`) — only the device type of the preference is kept, so pick_device('cuda:1') returns cuda (GPU 0) instead of cuda:1, and 'cpu:0' loses its index.
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return torch.device(prefer.split(":")[0])
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
