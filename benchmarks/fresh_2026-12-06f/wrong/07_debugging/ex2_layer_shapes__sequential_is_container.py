# Mistake: "one per call of a **leaf** module (a module with no submodules)" — treats "container" as "nn.Sequential or nn.ModuleList" and hooks everything else; a custom container (whose own forward computes exp(30 lin(h))) and the model itself, when it is not a Sequential, are listed too.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            out = output[0] if isinstance(output, (tuple, list)) else output
            records.append((name, tuple(out.shape)))
        return hook

    for name, module in model.named_modules():
        if not isinstance(module, (nn.Sequential, nn.ModuleList)):
            handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
