# Mistake: "return `torch.device(prefer)`, whatever is available" — the preference is honoured only when that kind of device is available here; pick_device("cuda") or "mps" on a machine without it falls back to the automatic choice.
def pick_device(prefer=None) -> torch.device:
    available = {
        "cuda": torch.cuda.is_available(),
        "mps": torch.backends.mps.is_available(),
        "cpu": True,
    }
    if prefer is not None:
        wanted = torch.device(prefer)
        if available.get(wanted.type, False):
            return wanted
    if available["cuda"]:
        return torch.device("cuda")
    if available["mps"]:
        return torch.device("mps")
    return torch.device("cpu")
