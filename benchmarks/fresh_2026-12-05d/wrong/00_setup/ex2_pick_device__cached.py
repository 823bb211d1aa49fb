# Mistake: "ask them inside the function, every time it is called" — functools.cache remembers the first answer per `prefer`, so once pick_device() has been called the imitated machines all get the first machine's device.
import functools


@functools.cache
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
