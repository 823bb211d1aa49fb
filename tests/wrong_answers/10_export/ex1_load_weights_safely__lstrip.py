# Diagnosis: keys-mangled
# Pitfall: str.lstrip("module.") strips any of the characters m, o, d, u, l, e and ".", not the prefix.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if all(key.startswith("module.") for key in state):
        state = {key.lstrip("module."): value for key, value in state.items()}
    return state
