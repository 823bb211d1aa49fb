# Right: map_location as a torch.device, and str.replace(..., 1) applied only when every key starts with "module." (then the first occurrence is the prefix itself), into an OrderedDict.
from collections import OrderedDict

def load_weights_safely(path):
    loaded = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    keys = list(loaded)
    if keys and all(k.startswith("module.") for k in keys):
        return OrderedDict((k.replace("module.", "", 1), loaded[k]) for k in keys)
    return OrderedDict((k, loaded[k]) for k in keys)
