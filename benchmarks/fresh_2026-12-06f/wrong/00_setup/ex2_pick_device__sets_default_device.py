# Mistake: "the inputs come back unchanged and global state as found" — it also calls torch.set_default_device with the choice, so every later factory call in the process lands on that device.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        dev = torch.device(prefer)
    elif torch.cuda.is_available():
        dev = torch.device("cuda")
    elif torch.backends.mps.is_available():
        dev = torch.device("mps")
    else:
        dev = torch.device("cpu")
    torch.set_default_device(dev)
    return dev
