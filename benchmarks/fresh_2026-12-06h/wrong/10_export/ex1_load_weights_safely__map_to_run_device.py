# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" — it maps to the notebook's run.device, which is the CPU only on a machine without an accelerator; on a GPU machine every tensor comes back on cuda.
def load_weights_safely(path):
    state = torch.load(path, map_location=run.device, weights_only=True)   # straight to where we compute
    prefixed = len(state) > 0 and all(key.startswith("module.") for key in state)
    if prefixed:
        state = {key[len("module."):]: value for key, value in state.items()}
    return state
