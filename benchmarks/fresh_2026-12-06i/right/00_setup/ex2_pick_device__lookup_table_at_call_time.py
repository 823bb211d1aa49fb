# Right: a priority table of (device, module, attribute) looked up with getattr at every call, so swapped-out functions are seen; the preference goes through torch.device unchanged.
import importlib


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    priority = (("cuda", "torch.cuda"), ("mps", "torch.backends.mps"))
    for name, module_name in priority:
        module = importlib.import_module(module_name)
        if getattr(module, "is_available")():
            return torch.device(name)
    return torch.device(type="cpu")
