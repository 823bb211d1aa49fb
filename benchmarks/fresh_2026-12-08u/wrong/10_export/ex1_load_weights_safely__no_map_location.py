# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" — without map_location a file saved on a GPU machine (every storage tagged cuda:0) fails to load on a CPU-only machine (RuntimeError), and on a GPU machine comes back on cuda.
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
