# Right: an explicit pre-order walk over _modules with a memo set of ids (the same order and deduplication as model.modules()), and the init done with nn.init.normal_ and std = gain / sqrt(fan_in) computed via nn.init.calculate_gain.
import math


def init_weights(model: nn.Module) -> nn.Module:
    seen = set()

    def visit(module):
        if module is None or id(module) in seen:
            return
        seen.add(id(module))
        if isinstance(module, nn.Linear):
            std = nn.init.calculate_gain("relu") / math.sqrt(module.in_features)
            nn.init.normal_(module.weight, 0.0, std)
            if module.bias is not None:
                nn.init.constant_(module.bias, 0.0)
        for child in module._modules.values():
            visit(child)

    visit(model)
    return model
