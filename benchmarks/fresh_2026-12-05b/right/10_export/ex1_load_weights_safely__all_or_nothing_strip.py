# Right: safe load with a map_location function (every storage stays on the CPU), prefix stripped by slicing only when every key carries it, order kept in an OrderedDict.
from collections import OrderedDict

def load_weights_safely(path):
    loaded = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    prefix = "module."
    if len(loaded) > 0 and all(name.startswith(prefix) for name in loaded):
        return OrderedDict((name[len(prefix):], tensor) for name, tensor in loaded.items())
    return loaded
