# Mistake: "the result: a `dict` (an `OrderedDict` is one too) with the keys in the file's order" — returns the keys sorted "for a deterministic result": a state_dict saved in module order (decoder.1.running_mean after decoder.1.weight, bias before weight...) comes back in alphabetical order instead of the file's
from collections import OrderedDict


def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return OrderedDict(sorted(state.items()))
