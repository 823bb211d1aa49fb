# Mistake: "if `prefer` is given ... return torch.device(prefer), whatever is available": the preference is honoured only when its device type is available, so pick_device('cuda') or pick_device('mps') on a machine without them falls back to another device.
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
