# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)": this loads first and moves with .cpu() afterwards, so a file written on a GPU machine (storages tagged cuda:0) fails inside torch.load on a CPU-only machine.
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        return {k.removeprefix("module."): v.cpu() for k, v in state.items()}
    return {k: v.cpu() for k, v in state.items()}
