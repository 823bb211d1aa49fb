# Right: maps every storage to the CPU with a map_location function, and strips the prefix by slicing only when every key carries it (a DDP checkpoint), keeping the file's order.
def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    prefix = "module."
    if len(state) > 0 and all(key.startswith(prefix) for key in state):
        return {key[len(prefix):]: value for key, value in state.items()}
    return state
