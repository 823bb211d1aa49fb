# Right: returns a new OrderedDict built by slicing len(prefix) off each key, only when every key has the prefix; map_location as a callable that keeps each storage on the CPU.
from collections import OrderedDict

_PREFIX = "module."

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, loc: storage, weights_only=True)
    keys = list(state.keys())
    if keys and all(key[:len(_PREFIX)] == _PREFIX for key in keys):
        return OrderedDict((key[len(_PREFIX):], state[key]) for key in keys)
    return state
