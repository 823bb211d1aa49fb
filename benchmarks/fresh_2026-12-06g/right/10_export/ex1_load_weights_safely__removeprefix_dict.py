# Right: torch.load with weights_only=True (refuses modules and smuggled calls with pickle.UnpicklingError, nothing runs) and map_location="cpu"; when every key carries "module." exactly one leading copy is removed with str.removeprefix, in a new dict that keeps the file's order, the tensors as loaded (dtype and values untouched)
def load_weights_safely(path):
    loaded = torch.load(path, map_location="cpu", weights_only=True)
    if len(loaded) and all(key.startswith("module.") for key in loaded.keys()):
        return {key.removeprefix("module."): tensor for key, tensor in loaded.items()}
    return loaded
