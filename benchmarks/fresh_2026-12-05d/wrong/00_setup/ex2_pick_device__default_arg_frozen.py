# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)" — the automatic choice is a default argument, evaluated once when the cell ran, so an imitated CUDA or MPS machine still gets the device of the machine that defined the function.
def pick_device(prefer=None, _auto=torch.device("cuda" if torch.cuda.is_available()
                                                else "mps" if torch.backends.mps.is_available()
                                                else "cpu")) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    return _auto
