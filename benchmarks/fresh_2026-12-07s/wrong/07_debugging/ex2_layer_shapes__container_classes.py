# Mistake: "one per call of a leaf module (a module with no submodules)" — treats as leaves all modules that are not Sequential/ModuleList/ModuleDict, so a custom container (a block with its own forward, a model class) is listed too.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []

    def make_hook(name):
        def hook(module, args, output):
            out = output[0] if isinstance(output, (tuple, list)) else output
            calls.append((name, tuple(out.shape)))
        return hook

    try:
        for name, module in model.named_modules():
            if not isinstance(module, (nn.Sequential, nn.ModuleList, nn.ModuleDict)):
                handles.append(module.register_forward_hook(make_hook(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
