# Mistake: "if `prefer` is given ... return `torch.device(prefer)`, whatever is available": the preference is honoured only when that device is available, so pick_device('cuda') or pick_device('mps') on a machine without it returns cpu.
def pick_device(prefer=None) -> torch.device:
    available = {
        "cuda": torch.cuda.is_available(),
        "mps": torch.backends.mps.is_available(),
        "cpu": True,
    }
    if prefer is not None and available.get(prefer.split(":")[0], False):
        return torch.device(prefer)
    for name in ("cuda", "mps"):
        if available[name]:
            return torch.device(name)
    return torch.device("cpu")
