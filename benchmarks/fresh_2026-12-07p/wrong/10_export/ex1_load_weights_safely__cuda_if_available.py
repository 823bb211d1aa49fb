# Mistake: "tensors are loaded onto the CPU whatever device they were saved from": map_location is "cuda" whenever a GPU is available ("load straight to the GPU"), so on a GPU machine the returned tensors are on cuda, not on the CPU.
def load_weights_safely(path):
    where = "cuda" if torch.cuda.is_available() else "cpu"
    state = torch.load(path, map_location=where, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
