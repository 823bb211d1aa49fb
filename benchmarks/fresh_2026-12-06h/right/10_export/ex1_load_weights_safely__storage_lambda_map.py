# Right: maps storages to the CPU with the classic map_location=lambda storage, location: storage, and strips the prefix only when every key carries it, rebuilding an OrderedDict in the file's order.
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    keys = list(state.keys())
    if keys and all(k.startswith("module.") for k in keys):
        return OrderedDict((k[len("module."):], state[k]) for k in keys)
    return OrderedDict((k, state[k]) for k in keys)
