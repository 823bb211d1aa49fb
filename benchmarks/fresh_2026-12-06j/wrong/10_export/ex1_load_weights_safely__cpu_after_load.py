# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)": the tensors are moved with .cpu() after torch.load, but without map_location a file written on a GPU machine (storages tagged cuda:0) already fails inside torch.load on a CPU-only machine (a RuntimeError, not a state_dict).
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    return {k.removeprefix("module."): v.cpu() for k, v in state.items()}
