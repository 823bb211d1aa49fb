# Reads through a file object, checks the prefix with a generator, slices it off; returns an OrderedDict.
def load_weights_safely(path):
    from collections import OrderedDict
    prefix = "module."
    with open(path, "rb") as f:
        state = torch.load(f, map_location=lambda storage, loc: storage, weights_only=True)
    if len(state) > 0 and all(k[:len(prefix)] == prefix for k in state.keys()):
        return OrderedDict((k[len(prefix):], v) for k, v in state.items())
    return state
