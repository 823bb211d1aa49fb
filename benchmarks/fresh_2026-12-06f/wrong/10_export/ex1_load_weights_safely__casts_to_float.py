# Mistake: "each tensor on the CPU with the dtype and values it was saved with" — every tensor is cast with .float(), so float16/bfloat16/float64/int64 entries come back as float32
from collections import OrderedDict

import torch


def load_weights_safely(path):
    sd = torch.load(path, map_location="cpu", weights_only=True)
    if sd and all(k.startswith("module.") for k in sd):
        sd = OrderedDict((k[len("module."):], v) for k, v in sd.items())
    return OrderedDict((k, v.float()) for k, v in sd.items())
