# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError` **without running anything**" — falls back to weights_only=False when the safe load refuses the file, which unpickles the module and runs the smuggled exec
import pickle

def load_weights_safely(path):
    try:
        sd = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError:
        obj = torch.load(path, map_location="cpu", weights_only=False)
        sd = obj.state_dict() if isinstance(obj, nn.Module) else obj
    if sd and all(k.startswith("module.") for k in sd):
        sd = {k.removeprefix("module."): v for k, v in sd.items()}
    return sd
