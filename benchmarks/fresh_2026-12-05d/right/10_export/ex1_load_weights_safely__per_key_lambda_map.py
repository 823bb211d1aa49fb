# Right: maps every storage to the CPU with a map_location function, loads with weights_only=True explicitly, and removes the prefix key by key with str.removeprefix (fine by the prompt: a checkpoint has it on every key or on none)
def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    result = {}
    for key, value in state.items():
        result[key.removeprefix("module.")] = value
    return result
