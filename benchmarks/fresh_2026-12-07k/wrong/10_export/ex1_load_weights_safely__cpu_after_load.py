# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (map_location): the tests load a file written on a GPU machine, which a CPU-only machine refuses without it": this loads without map_location and calls .cpu() afterwards, so a file whose storages are tagged cuda:0 fails to load on a CPU-only machine.
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    return {k.removeprefix("module."): v.cpu() for k, v in state.items()}
