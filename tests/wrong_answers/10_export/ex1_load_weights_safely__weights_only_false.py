# Diagnosis: unsafe-load
# Pitfall: weights_only=False unpickles anything, so a pickled module loads and a malicious file runs code.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=False)
    if isinstance(state, dict) and state and all(key.startswith("module.") for key in state):
        state = {key.removeprefix("module."): value for key, value in state.items()}
    return state
