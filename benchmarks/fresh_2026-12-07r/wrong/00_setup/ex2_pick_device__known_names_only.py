# Mistake: "if `prefer` is given (a string such as ... `"cuda:1"`), return `torch.device(prefer)`" -- only bare names are accepted as preferences, so 'cuda:1' or 'cpu:0' fall through to automatic choice.
def pick_device(prefer=None) -> torch.device:
    if prefer in ("cpu", "cuda", "mps"):
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
