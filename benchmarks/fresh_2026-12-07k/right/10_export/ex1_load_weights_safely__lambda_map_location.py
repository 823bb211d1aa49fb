# Right: map_location=lambda storage, location: storage (keep every storage on the CPU), and the prefix stripped only when every key carries it, with str slicing.
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    prefix = "module."
    if len(state) and all(k.startswith(prefix) for k in state):
        return OrderedDict((k[len(prefix):], v) for k, v in state.items())
    return state
