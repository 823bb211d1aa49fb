# Mistake: "leave it and the inputs as you found them (... grad mode)" / "global state as found" — turns on torch.autograd.set_detect_anomaly(True) to help the hunt and never turns it back off
def first_nonfinite_module(model: nn.Module, *inputs):
    torch.autograd.set_detect_anomaly(True)
    found, handles = [], []

    def tensors(output):
        if torch.is_tensor(output):
            return [output]
        if isinstance(output, (tuple, list)):
            return [t for o in output for t in tensors(o)]
        return []

    def make(name):
        def hook(module, args, output):
            if not found and any(not torch.isfinite(t).all() for t in tensors(output)):
                found.append(name)
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
