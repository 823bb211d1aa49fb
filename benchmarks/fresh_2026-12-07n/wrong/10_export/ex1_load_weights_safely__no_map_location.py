# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" — loads without map_location, so a file written on a GPU machine (storages tagged cuda:0) fails on a CPU-only machine (and stays on the GPU on a GPU machine).
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
