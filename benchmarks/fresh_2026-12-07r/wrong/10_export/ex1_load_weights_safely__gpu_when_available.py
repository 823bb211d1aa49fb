# Mistake: "tensors are loaded onto the CPU whatever device they were saved from" -- maps to the GPU whenever one is available ("load where the model will run"), so on a GPU machine the result's tensors are on cuda, not the CPU.
def load_weights_safely(path):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    state = torch.load(path, map_location=device, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
