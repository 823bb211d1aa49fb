# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`): the tests load a file written on a GPU machine, which a CPU-only machine refuses without it": torch.load is called with weights_only=True but no map_location, so a state_dict saved on a GPU machine (storages tagged cuda:0) fails to load on a CPU-only machine.
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
