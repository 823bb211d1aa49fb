# Right: what kaiming_normal_ does, written out: under no_grad, normal_(0, sqrt(2)/sqrt(fan_in)) on the existing weight (same draws from the global generator), bias.zero_()
import math


def init_weights(model: nn.Module) -> nn.Module:
    with torch.no_grad():
        for module in model.modules():
            if not isinstance(module, nn.Linear):
                continue
            fan_in = module.weight.shape[1]
            module.weight.normal_(0.0, math.sqrt(2.0) / math.sqrt(fan_in))
            if getattr(module, "bias", None) is not None:
                module.bias.zero_()
    return model
