# Mistake: "one per call of a **leaf** module (a module with no submodules)" - treats "not an nn.Sequential" as a leaf, so a custom container (a block with its own forward, or a model that is not a Sequential) is listed along with its children.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []

    def record(name):
        def hook(module, args, output):
            first = output[0] if isinstance(output, (tuple, list)) else output
            calls.append((name, tuple(first.shape)))
        return hook

    try:
        for name, module in model.named_modules():
            if not isinstance(module, nn.Sequential):
                handles.append(module.register_forward_hook(record(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
