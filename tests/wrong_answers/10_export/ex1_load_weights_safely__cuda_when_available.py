# Diagnosis: not-on-cpu
# Pitfall (sixth fresh batch): map_location picks "cuda" when a GPU is present, so on a GPU machine the tensors come back on the GPU.
from collections import OrderedDict

import torch


def load_weights_safely(path):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    sd = torch.load(path, map_location=device, weights_only=True)
    if len(sd) and all(k.startswith("module.") for k in sd):
        sd = OrderedDict((k.removeprefix("module."), v) for k, v in sd.items())
    return sd
