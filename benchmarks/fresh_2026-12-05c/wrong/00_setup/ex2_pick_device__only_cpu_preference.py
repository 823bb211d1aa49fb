# Mistake: "if `prefer` is given (a string such as `"cpu"` ... or `"cuda:1"`), return `torch.device(prefer)`" — only the 'cpu' override is honoured; 'cuda:1', 'mps' and 'cpu:0' fall through to auto-detection
def pick_device(prefer=None) -> torch.device:
    if prefer == "cpu":
        return torch.device("cpu")
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
