# Mistake: "if `prefer` is given ... return `torch.device(prefer)`, whatever is available" -- falls back to the automatic choice when the preferred accelerator is not available, so pick_device('cuda') on a machine without CUDA returns cpu (or mps) instead of cuda.
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
