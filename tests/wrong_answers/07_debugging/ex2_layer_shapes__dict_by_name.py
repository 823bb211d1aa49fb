# Diagnosis: shared-module-once
# Pitfall: results kept in a dict keyed by name: a module called twice is listed once.
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes = {}

    def hook(module, args, output, name):
        first = output[0] if isinstance(output, (tuple, list)) else output
        shapes[name] = tuple(first.shape)

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules() if next(module.children(), None) is None]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return list(shapes.items())
