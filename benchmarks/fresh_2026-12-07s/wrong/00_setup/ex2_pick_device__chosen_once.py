# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)" -- the automatic choice is made once at definition time, so on an imitated CUDA or MPS machine it still answers cpu.
_AUTO_DEVICE = torch.device("cuda" if torch.cuda.is_available()
                            else "mps" if torch.backends.mps.is_available() else "cpu")


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    return _AUTO_DEVICE
