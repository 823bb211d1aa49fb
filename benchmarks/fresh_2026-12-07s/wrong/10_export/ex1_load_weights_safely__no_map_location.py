# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (map_location)" - loads with weights_only=True but no map_location, so a file saved on a GPU machine (storages tagged cuda:0) fails on a CPU-only machine (and would land on the GPU where one exists).
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        return {k.removeprefix("module."): v for k, v in state.items()}
    return dict(state)
