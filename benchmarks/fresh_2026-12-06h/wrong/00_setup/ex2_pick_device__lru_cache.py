# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)" — the answer is memoised per `prefer` with functools.lru_cache, so after the first pick_device() the machine's availability is never asked again: a later call on a machine with CUDA (or without) returns the first machine's device.
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
