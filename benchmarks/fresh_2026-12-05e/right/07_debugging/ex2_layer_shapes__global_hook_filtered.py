# Right: one global forward hook (torch.nn.modules.module.register_module_forward_hook) filtered to this model's leaves by identity, named from named_modules(), removed in finally even when the forward raises
from torch.nn.modules.module import register_module_forward_hook


def layer_shapes(model: nn.Module, *inputs) -> list:
    leaves = {}
    for name, module in model.named_modules():
        if not any(True for _ in module.children()):
            leaves[id(module)] = name
    calls = []

    def hook(module, args, output):
        name = leaves.get(id(module))
        if name is None:
            return None
        first = output[0] if isinstance(output, (tuple, list)) else output
        calls.append((name, tuple(first.shape)))
        return None

    handle = register_module_forward_hook(hook)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return calls
