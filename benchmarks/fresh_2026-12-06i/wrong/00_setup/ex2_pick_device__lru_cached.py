# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)" — the result is memoised per argument, so pick_device() answers for the first machine it was called on and never follows a change of availability.
import functools


@functools.lru_cache(maxsize=None)
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
