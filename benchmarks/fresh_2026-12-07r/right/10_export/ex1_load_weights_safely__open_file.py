# Right: loads from an open binary file object with a callable map_location keeping storages on the CPU, and strips with slicing only when every key has the prefix.
def load_weights_safely(path):
    with open(path, "rb") as f:
        state = torch.load(f, map_location=lambda storage, loc: storage, weights_only=True)
    keys = list(state.keys())
    if keys and all(k[:7] == "module." for k in keys):
        return OrderedDict([(k[7:], state[k]) for k in keys])
    return state
