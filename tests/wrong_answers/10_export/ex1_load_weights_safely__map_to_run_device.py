# Diagnosis: domain-raised
# Pitfall: map_location=run.device: on a GPU machine every tensor comes back on the accelerator instead of the CPU.
def load_weights_safely(path):
    state = torch.load(path, map_location=run.device, weights_only=True)   # straight to where we compute
    prefixed = len(state) > 0 and all(key.startswith("module.") for key in state)
    if prefixed:
        state = {key[len("module."):]: value for key, value in state.items()}
    return state
