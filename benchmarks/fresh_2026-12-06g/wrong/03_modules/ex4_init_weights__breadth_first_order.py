# Mistake: "the same nn.init draws, layer by layer in model.modules() order, give the same values" — walks the model breadth first (each container's own Linear children before the layers nested deeper), so for a model such as Sequential(Linear, Sequential(Linear), Linear) the layers draw in another order than model.modules() and get other values than the reference's under the same seed
from collections import deque


def init_weights(model: nn.Module) -> nn.Module:
    queue = deque([model])
    seen = set()
    while queue:
        module = queue.popleft()
        if id(module) in seen:
            continue
        seen.add(id(module))
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        queue.extend(module.children())
    return model
