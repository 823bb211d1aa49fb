# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)": the default is decided when the cell runs, so on an imitated CUDA machine pick_device() still answers the real machine's cpu.
_AUTO = (torch.device("cuda") if torch.cuda.is_available()
         else torch.device("mps") if torch.backends.mps.is_available()
         else torch.device("cpu"))


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    return _AUTO
