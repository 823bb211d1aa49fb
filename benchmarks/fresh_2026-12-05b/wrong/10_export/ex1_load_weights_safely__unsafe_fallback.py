# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError` **without running anything**" -- retries with weights_only=False when the safe load refuses the file, which runs the smuggled call.
def load_weights_safely(path):
    try:
        sd = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError:
        obj = torch.load(path, map_location="cpu", weights_only=False)
        sd = obj.state_dict() if isinstance(obj, nn.Module) else obj
    if all(k.startswith("module.") for k in sd):
        sd = {k[7:]: v for k, v in sd.items()}
    return sd
