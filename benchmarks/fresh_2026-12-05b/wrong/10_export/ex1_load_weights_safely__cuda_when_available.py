# Mistake: "tensors are loaded onto the CPU whatever device they were saved from" -- maps onto the GPU whenever one is available ("faster"), the CPU only otherwise.
def load_weights_safely(path):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    state = torch.load(path, map_location=device, weights_only=True)
    if all(key.startswith("module.") for key in state):
        state = {key.removeprefix("module."): value for key, value in state.items()}
    return state
