# Mistake: "one per call of a leaf module (a module with no submodules)" — containers are recognised as nn.Sequential/ModuleList instances only, so a custom container (a block calling one Linear twice, a block whose own forward computes exp, the model itself when it is not a Sequential) is listed too
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if isinstance(module, (nn.Sequential, nn.ModuleList, nn.ModuleDict)):
            continue

        def hook(m, args, out, name=name):
            while isinstance(out, (tuple, list)):
                out = out[0]
            records.append((name, tuple(out.shape)))

        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
