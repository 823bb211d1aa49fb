# Right: uses the classic `map_location=lambda storage, location: storage` (which keeps every storage where it was deserialised, on the CPU) and strips the prefix key by key with slicing only when every key has it, rebuilding an OrderedDict.
from collections import OrderedDict


def load_weights_safely(path):
    loaded = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    keys = list(loaded)
    if keys and all(k[:7] == "module." for k in keys):
        return OrderedDict((k[7:], loaded[k]) for k in keys)
    return loaded
