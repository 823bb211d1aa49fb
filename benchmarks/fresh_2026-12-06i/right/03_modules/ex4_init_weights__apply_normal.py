# Right: uses model.apply with a visitor (Linear layers are leaves, so apply's post-order visits them in modules() order) and nn.init.normal_ with std sqrt(2 / fan_in) computed from the weight, which makes the same single draw as kaiming_normal_.
import math


def init_weights(model: nn.Module) -> nn.Module:
    def visit(module):
        if isinstance(module, nn.Linear):
            fan_in = module.weight.shape[1]
            nn.init.normal_(module.weight, mean=0.0, std=math.sqrt(2.0 / fan_in))
            if module.bias is not None:
                nn.init.constant_(module.bias, 0.0)

    return model.apply(visit)
