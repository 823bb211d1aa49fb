# Right: no nn.init at all: under no_grad each Linear's weight is filled in place with Tensor.normal_(0, sqrt(2) / sqrt(in_features)) (the same single draw from the global generator that kaiming_normal_ makes) and its bias with Tensor.zero_(); the walk is a filter over model.modules().
import math


def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    with torch.no_grad():
        for layer in linears:
            fan_in = layer.weight.shape[1]
            layer.weight.normal_(0.0, math.sqrt(2.0) / math.sqrt(fan_in))
            if layer.bias is not None:
                layer.bias.zero_()
    return model
