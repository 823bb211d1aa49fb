# Approach: one global forward hook (register_module_forward_hook), names looked up by module, removed in finally.
def layer_shapes(model: nn.Module, *inputs) -> list:
    leaves = {id(m): name for name, m in model.named_modules() if not list(m.children())}
    shapes = []

    def record(module, args, output):
        if id(module) in leaves:
            out = output[0] if isinstance(output, (tuple, list)) else output
            shapes.append((leaves[id(module)], tuple(out.shape)))

    handle = torch.nn.modules.module.register_module_forward_hook(record)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return shapes
