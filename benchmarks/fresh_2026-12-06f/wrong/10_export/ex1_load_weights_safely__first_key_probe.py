# Mistake: "0 to 4 keys" — the DDP check looks at next(iter(sd)), which raises StopIteration for an empty state_dict
import torch


def load_weights_safely(path):
    sd = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(sd)).startswith("module."):
        return {k.removeprefix("module."): v for k, v in sd.items()}
    return sd
