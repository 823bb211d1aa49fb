# Mistake: "ask them inside the function, every time it is called (a device chosen once, when the cell ran, would not follow)" — the automatic choice is computed once when the cell runs, so the machines the tests imitate are never seen.
_BEST = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")


def pick_device(prefer=None) -> torch.device:
    return torch.device(prefer if prefer is not None else _BEST)
