# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (map_location): the tests load a file written on a GPU machine" — loads without map_location and moves to the CPU afterwards, too late: a cuda:0-tagged file fails to load on a CPU-only machine
def load_weights_safely(path):
    state = torch.load(path, weights_only=True)
    out = {}
    strip = bool(state) and all(k.startswith("module.") for k in state)
    for k, v in state.items():
        out[k[7:] if strip else k] = v.cpu()
    return out
