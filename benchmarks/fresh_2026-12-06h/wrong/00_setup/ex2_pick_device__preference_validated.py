# Mistake: "if prefer is given ..., return torch.device(prefer), whatever is available" — it honours a preference only when that device type is available and otherwise falls back to the automatic choice, so pick_device('cuda:1') on a machine without CUDA returns cpu (and 'mps' without MPS likewise).
def pick_device(prefer=None) -> torch.device:
    def usable(kind):
        if kind == "cuda":
            return torch.cuda.is_available()
        if kind == "mps":
            return torch.backends.mps.is_available()
        return True
    if prefer is not None:
        wanted = torch.device(prefer)
        if usable(wanted.type):
            return wanted
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
