# Diagnosis: not-on-cpu
# Pitfall: weights_only=True but no map_location: a checkpoint saved on a GPU fails to load on a CPU-only machine (and lands on the GPU where there is one).
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(key.startswith("module.") for key in state):
        state = {key.removeprefix("module."): value for key, value in state.items()}
    return state
