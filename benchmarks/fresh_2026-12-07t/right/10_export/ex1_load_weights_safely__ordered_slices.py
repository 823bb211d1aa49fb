# Right: builds a new OrderedDict with explicit slicing, and strips only when every key (at least one) has the prefix; map_location given as a torch.device.
from collections import OrderedDict

PREFIX = "module."

def load_weights_safely(path):
    loaded = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    keys = list(loaded.keys())
    strip = len(keys) > 0 and all(key[:len(PREFIX)] == PREFIX for key in keys)
    result = OrderedDict()
    for key in keys:
        result[key[len(PREFIX):] if strip else key] = loaded[key]
    return result
