# Mistake: "if `prefer` is given (a string such as `"cpu"` to keep a GPU machine on the CPU, or `"cuda:1"`), return `torch.device(prefer)`" — the preference is reduced to its device type, so "cuda:1" comes back as cuda (GPU 0) and "cpu:0" as cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        kind = prefer.split(":")[0]           # normalise "cuda:1" -> "cuda"
        return torch.device(kind)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
