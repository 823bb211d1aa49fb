# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" and "the notebook's device changes nothing: use the arguments'" — map_location=run.device loads onto the notebook's device, so on a GPU notebook every tensor comes back on the GPU instead of the CPU.
def load_weights_safely(path):
    state = torch.load(path, map_location=run.device, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
