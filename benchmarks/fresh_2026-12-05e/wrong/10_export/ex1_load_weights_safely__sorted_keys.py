# Mistake: "the result: a `dict` ... with the keys in the file's order" — rebuilds the dict with sorted keys (to make it "deterministic"), so a file whose keys are not alphabetical comes back reordered
from collections import OrderedDict

def load_weights_safely(path):
    sd = torch.load(path, map_location="cpu", weights_only=True)
    if sd and all(k.startswith("module.") for k in sd):
        sd = {k.removeprefix("module."): v for k, v in sd.items()}
    return OrderedDict(sorted(sd.items()))
