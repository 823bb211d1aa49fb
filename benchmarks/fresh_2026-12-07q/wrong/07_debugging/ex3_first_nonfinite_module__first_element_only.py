# Mistake: "check every tensor in it, at any depth": only the first tensor of a tuple/list output is checked (as for an LSTM's output), so a leaf returning (h, log h[:, :1]) whose second element holds NaN is missed.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []

    def make(name):
        def hook(module, args, output):
            while isinstance(output, (tuple, list)):
                output = output[0]
            if not found and not torch.isfinite(output).all():
                found.append(name)
        return hook

    for name, m in model.named_modules():
        handles.append(m.register_forward_hook(make(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
