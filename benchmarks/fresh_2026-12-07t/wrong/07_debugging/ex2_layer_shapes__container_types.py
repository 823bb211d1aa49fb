# Mistake: "one per call of a **leaf** module (a module with no submodules)": it skips only Sequential/ModuleList/ModuleDict containers, so a custom container (a model class of its own, a block with its own forward, the model itself) is listed as if it were a leaf.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            first = output[0] if isinstance(output, (tuple, list)) else output
            records.append((name, tuple(first.shape)))
        return hook

    for name, module in model.named_modules():
        if isinstance(module, (nn.Sequential, nn.ModuleList, nn.ModuleDict)):
            continue
        handles.append(module.register_forward_hook(make_hook(name)))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
