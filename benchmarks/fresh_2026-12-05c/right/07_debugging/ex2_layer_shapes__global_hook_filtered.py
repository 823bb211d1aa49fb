# Right: one global forward hook (torch.nn.modules.module.register_module_forward_hook) filtered to this model's leaf modules through an id -> name map from named_modules(); removed in finally, so it is gone whether or not the forward raises
def layer_shapes(model: nn.Module, *inputs) -> list:
    leaf_names = {}
    for name, module in model.named_modules():
        if not any(True for _ in module.children()):
            leaf_names.setdefault(id(module), name)
    calls = []

    def on_forward(module, args, output):
        name = leaf_names.get(id(module))
        if name is None:
            return None
        first = output
        if isinstance(first, (tuple, list)):
            first = first[0]
        calls.append((name, tuple(first.shape)))
        return None

    handle = torch.nn.modules.module.register_module_forward_hook(on_forward)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return calls
