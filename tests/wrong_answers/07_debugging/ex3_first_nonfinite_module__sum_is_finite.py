# Diagnosis: sum-overflows
# Pitfall (sixth fresh batch): checks a tensor through its sum, which overflows to inf for finite values near the float32 maximum.
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def bad(o):
        if torch.is_tensor(o):
            return not torch.isfinite(o.sum())
        return isinstance(o, (tuple, list)) and any(bad(i) for i in o)

    for name, module in model.named_modules():
        def hook(m, a, out, name=name):
            if not found and bad(out):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
